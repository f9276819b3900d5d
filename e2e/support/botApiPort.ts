/** Where the specs' Bot API stand-in listens; the e2e server's TELEGRAM_API_ROOT names it. */
export const BOT_API_STAND_IN_PORT = Number(process.env.E2E_BOT_API_PORT ?? 3219);
