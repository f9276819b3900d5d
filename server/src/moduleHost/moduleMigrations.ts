/**
 * A module's own migrations (modules/<id>/server/<migrations>), run after the platform's on every start.
 * A module may create, change or drop only tables named `<id>_…` (hyphens become underscores).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServerModule } from '@artel/sdk/server';
import type { Database } from '../db/database';
import { repoRoot } from '../paths';

const TABLE_STATEMENT =
  /\b(?:create|alter|drop)\s+table\s+(?:if\s+(?:not\s+)?exists\s+)?(?:only\s+)?(?:"?public"?\.)?"?([A-Za-z0-9_]+)"?/gi;

export const tablePrefixOf = (moduleId: string) => `${moduleId.replace(/-/g, '_')}_`;

export function migrationsFolderOf(module: ServerModule): string | undefined {
  if (!module.migrations) return undefined;
  return path.isAbsolute(module.migrations) ? module.migrations : path.join(repoRoot, 'modules', module.id, 'server', module.migrations);
}

/** The tables a migration folder's SQL touches that are not the module's own. */
export function foreignTables(moduleId: string, folder: string): string[] {
  const prefix = tablePrefixOf(moduleId);
  const touched = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .flatMap((file) => [...fs.readFileSync(path.join(folder, file), 'utf8').matchAll(TABLE_STATEMENT)].map((match) => match[1]!));
  return [...new Set(touched.filter((table) => !table.startsWith(prefix)))];
}

export async function migrateModule(database: Database, module: ServerModule): Promise<void> {
  const folder = migrationsFolderOf(module);
  if (!folder) return;
  const foreign = foreignTables(module.id, folder);
  if (foreign.length > 0) {
    throw new Error(`Module ${module.id}'s migrations touch tables that are not ${tablePrefixOf(module.id)}…: ${foreign.join(', ')}`);
  }
  await database.migrateFolder(folder, `${tablePrefixOf(module.id)}migrations`);
}
