/** Where the onboarding spec's SMTP sink listens; the e2e server's SMTP_PORT names it (playwright.config.ts). */
export const SMTP_SINK_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 2);
