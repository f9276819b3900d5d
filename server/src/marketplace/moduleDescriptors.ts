import fs from 'node:fs';
import path from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export const MODULE_ID_PATTERN = '^[a-z][a-z0-9-]{0,63}$';

/** `<dir>/<id>/module.json`, written by the build next to the module's content-hashed bundle. */
const DescriptorSchema = Type.Object({
  manifest: Type.Object(
    {
      id: Type.String({ pattern: MODULE_ID_PATTERN }),
      name: Type.String({ minLength: 1 }),
      version: Type.String({ minLength: 1 }),
      path: Type.String({ minLength: 1 }),
      defaultEnabled: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: true },
  ),
  url: Type.String({ pattern: '^/' }),
  integrity: Type.String({ pattern: '^sha(256|384|512)-' }),
});

export type ModuleDescriptor = Static<typeof DescriptorSchema>;

function readDescriptor(file: string, folderName: string): ModuleDescriptor {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Value.Check(DescriptorSchema, parsed)) {
    const first = Value.Errors(DescriptorSchema, parsed).First();
    throw new Error(`${first?.path || '/'} ${first?.message ?? 'is invalid'}`);
  }
  if (parsed.manifest.id !== folderName) throw new Error(`manifest id '${parsed.manifest.id}' differs from its folder`);
  return parsed;
}

/**
 * Every module descriptor in the given folders. A later folder wins over an earlier one for the same id;
 * a broken descriptor is reported and skipped so that one bad module never stops the server.
 */
export function readModuleDescriptors(directories: string[], warn: (message: string) => void): ModuleDescriptor[] {
  const found = new Map<string, ModuleDescriptor>();
  for (const directory of directories) {
    if (!fs.existsSync(directory)) continue;
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name, 'module.json');
      if (!entry.isDirectory() || !fs.existsSync(file)) continue;
      try {
        const descriptor = readDescriptor(file, entry.name);
        if (found.has(descriptor.manifest.id)) warn(`Module ${descriptor.manifest.id} from ${file} replaces an earlier one`);
        found.set(descriptor.manifest.id, descriptor);
      } catch (error) {
        warn(`Skipping module descriptor ${file}: ${(error as Error).message}`);
      }
    }
  }
  return [...found.values()];
}
