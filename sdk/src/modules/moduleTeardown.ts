/**
 * The loader's teardown of a module (disabled, updated, failed): everything it put on an extension point goes,
 * then what it asked the SDK to let go of (`sdk.onTeardown`: its SDK holder, language watches), newest first.
 * A module's install() needs no cleanup of its own.
 */
import { removeOwnerEverywhere } from '../extensions/extensionPoint';

const held = new Map<string, Array<() => void>>();

export function holdUntilTeardown(moduleId: string, cleanup: () => void): void {
  const cleanups = held.get(moduleId) ?? [];
  held.set(moduleId, cleanups);
  cleanups.push(cleanup);
}

export function tearDownModule(moduleId: string): void {
  removeOwnerEverywhere(moduleId);
  const cleanups = held.get(moduleId) ?? [];
  held.delete(moduleId);
  for (const cleanup of cleanups.reverse()) cleanup();
}
