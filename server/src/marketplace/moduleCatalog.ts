import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { modules } from '../db/schema';
import type { ModuleDescriptor } from './moduleDescriptors';

/**
 * Upserts the built modules into the catalog. `blocked` is left alone: it is the administrators' call,
 * not the build's. A built module takes its id over from a developer upload of the same id.
 */
export async function syncModuleCatalog(orm: Orm, descriptors: ModuleDescriptor[]): Promise<void> {
  for (const { manifest, url, integrity } of descriptors) {
    const row = {
      name: manifest.name,
      version: manifest.version,
      manifest,
      url,
      integrity,
      source: 'bundled' as const,
      ownerId: null,
      approved: true,
    };
    await orm
      .insert(modules)
      .values({ id: manifest.id, ...row })
      .onConflictDoUpdate({ target: modules.id, set: { ...row, updatedAt: sql`now()` } });
  }
}
