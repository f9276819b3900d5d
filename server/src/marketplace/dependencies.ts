/** SPEC §5 dependency rules between modules, as pure functions over module manifests. */

/** Core modules live in the SDK and shell, are registered at every start, and so always count as present. */
export const CORE_MODULES: readonly string[] = ['auth', 'workspace'];

export function isCoreModule(id: string): boolean {
  return CORE_MODULES.includes(id);
}

export function dependenciesOf(manifest: Record<string, unknown>): string[] {
  const raw = manifest.dependencies;
  return Array.isArray(raw) ? raw.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * A dependency cycle reachable from `start`, as the path that closes it (['a', 'b', 'a']), or undefined.
 * `dependenciesFor` answers undefined for ids it does not know (core modules, missing ones): they end a path.
 */
export function findDependencyCycle(start: string, dependenciesFor: (id: string) => string[] | undefined): string[] | undefined {
  const finished = new Set<string>();
  const path: string[] = [];
  const visit = (id: string): string[] | undefined => {
    const onPath = path.indexOf(id);
    if (onPath !== -1) return [...path.slice(onPath), id];
    if (finished.has(id)) return undefined;
    path.push(id);
    for (const dependency of dependenciesFor(id) ?? []) {
      const cycle = visit(dependency);
      if (cycle) return cycle;
    }
    path.pop();
    finished.add(id);
    return undefined;
  };
  return visit(start);
}

/** The dependencies of a module that are neither core nor among the enabled ids. */
export function missingDependencies(dependencies: string[], enabled: ReadonlySet<string>): string[] {
  return dependencies.filter((id) => !isCoreModule(id) && !enabled.has(id));
}
