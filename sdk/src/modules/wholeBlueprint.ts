/**
 * The @blueprintjs/core vendor bundle exports only what the first paint uses and brings the rest with
 * `artelLoadAll` (scripts/webpack/vendor/blueprintLoadAll.js). A module bundle may use any Blueprint name as it
 * runs, so it is imported only after the whole library is there. A Blueprint bundle without `artelLoadAll`
 * (an unsplit build named by an import-map override) is whole already.
 */
export async function loadWholeBlueprint(system: { import(name: string): Promise<unknown> }): Promise<void> {
  const blueprint = (await system.import('@blueprintjs/core')) as { artelLoadAll?: () => Promise<void> };
  await blueprint.artelLoadAll?.();
}
