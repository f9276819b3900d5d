import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w server` writes SQL migrations for the core schema and every area's tables into drizzle/, which the server runs at start. Bundled modules keep their own (modules/<id>/server/migrations). */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/tables/*.ts'],
  out: './drizzle',
});
