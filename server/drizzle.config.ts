import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w server` writes SQL migrations for the core schema, every area's tables and every bundled module's tables (modules/<id>/server/tables.ts) into drizzle/, which the server runs at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/tables/*.ts', '../modules/*/server/tables.ts'],
  out: './drizzle',
});
