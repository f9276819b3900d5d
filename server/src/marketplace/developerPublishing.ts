import { validateModuleDefinition } from '@artel/sdk/shared';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { modules } from '../db/schema';
import { moduleVersions } from '../db/tables/marketplace';
import { AppError } from '../http/errors';
import { catalogManifests } from './catalogQueries';
import { configOptionErrors } from './configOptions';
import { dependenciesOf, findDependencyCycle, isCoreModule } from './dependencies';
import { prepareBundle } from './moduleBundle';
import { isReservedModuleId } from './reservedModuleIds';
import { circularDependency, dependencyUnknown } from './moduleErrors';
import { isNewerVersion } from './semver';

export interface PublishInput {
  manifest: Record<string, unknown>;
  /** The SystemJS bundle, base64. */
  bundle: string;
  changelog: string[];
}

const moduleIdTaken = () => new AppError(403, 'module_id_taken', 'module_id_taken');
const moduleIdReserved = (id: string) => new AppError(403, 'module_id_reserved', 'module_id_reserved', { params: { id } });

/** SPEC §5's definition rules (sdk validateModuleDefinition) plus what an upload must also satisfy. */
export function checkUploadedManifest(manifest: Record<string, unknown>): { definition: Record<string, unknown>; warnings: string[] } {
  const definition: Record<string, unknown> = { ...manifest, installMethod: 'upload' };
  const { errors, warnings } = validateModuleDefinition(definition);
  if (typeof definition.path !== 'string') errors.push('Missing required field: path');
  else if (typeof definition.id === 'string' && definition.path !== `/modules/${definition.id}`) {
    errors.push(`Field path must be /modules/${String(definition.id)}`);
  }
  errors.push(...configOptionErrors(definition.config));
  if (errors.length > 0) {
    throw new AppError(400, 'invalid_manifest', 'invalid_manifest', { params: { reason: errors[0]! }, details: { errors, warnings } });
  }
  return { definition, warnings };
}

/** Dependencies must exist (or be core) and must not close a cycle through the catalog. */
async function checkUploadedDependencies(tx: Orm, moduleId: string, manifest: Record<string, unknown>): Promise<void> {
  const dependencies = dependenciesOf(manifest);
  if (dependencies.length === 0) return;
  const catalog = await catalogManifests(tx);
  const unknown = dependencies.filter((id) => !isCoreModule(id) && !catalog.has(id));
  if (unknown.length > 0) throw dependencyUnknown(moduleId, unknown);
  catalog.set(moduleId, manifest);
  const cycle = findDependencyCycle(moduleId, (id) => {
    const other = catalog.get(id);
    return other ? dependenciesOf(other) : undefined;
  });
  if (cycle) throw circularDependency(cycle);
}

/**
 * Publishes a first or next version of a developer module. The first publisher owns the id; a next
 * version must be greater. A first version is in its publisher's catalogue at once and in everyone
 * else's once a platform admin approves it; the next versions of an approved module stay approved.
 */
export async function publishModule(orm: Orm, publisherId: string, input: PublishInput): Promise<{ moduleId: string; warnings: string[] }> {
  const { definition, warnings } = checkUploadedManifest(input.manifest);
  const moduleId = definition.id as string;
  if (isReservedModuleId(moduleId)) throw moduleIdReserved(moduleId);
  const version = definition.version as string;
  const bundle = prepareBundle(moduleId, input.bundle);
  const row = {
    name: definition.name as string,
    version,
    manifest: definition,
    url: bundle.url,
    integrity: bundle.integrity,
    source: 'developer' as const,
  };

  await orm.transaction(async (tx) => {
    const [existing] = await tx.select().from(modules).where(eq(modules.id, moduleId)).for('update');
    if (existing && (existing.source !== 'developer' || existing.ownerId !== publisherId)) throw moduleIdTaken();
    if (existing && !isNewerVersion(version, existing.version)) {
      throw new AppError(409, 'version_not_greater', 'version_not_greater', {
        params: { version, current: existing.version },
        details: { current: existing.version },
      });
    }
    await checkUploadedDependencies(tx, moduleId, definition);
    if (existing) {
      await tx
        .update(modules)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(modules.id, moduleId));
    } else {
      // A concurrent first publisher of the same id wins the insert; this one is then not the owner.
      const inserted = await tx
        .insert(modules)
        .values({ id: moduleId, ...row, ownerId: publisherId })
        .onConflictDoNothing()
        .returning({ id: modules.id });
      if (inserted.length === 0) throw moduleIdTaken();
    }
    await tx.insert(moduleVersions).values({
      moduleId,
      version,
      manifest: definition,
      fileName: bundle.fileName,
      url: bundle.url,
      integrity: bundle.integrity,
      bundle: bundle.bytes,
      size: bundle.size,
      changelog: input.changelog,
      publishedById: publisherId,
    });
  });
  return { moduleId, warnings };
}
