import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w server` writes SQL migrations for the core schema and every area's tables into drizzle/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/tables/*.ts'],
  out: './drizzle',
});
