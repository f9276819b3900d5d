import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config modules/contragents/drizzle.config.ts` writes this module's migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/tables.ts',
  out: './server/migrations',
});
