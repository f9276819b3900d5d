/**
 * The @blueprintjs/core names a compilation's chunks use, read from webpack's module graph: each
 * `import { Button } from '@blueprintjs/core'` (or a re-export of it) that reaches the shared external.
 * A namespace import (`import * as Blueprint`) counts as every name, written '*'.
 */
import webpack from 'webpack';

export const blueprintRequest = '@blueprintjs/core';

function isBlueprintExternal(module) {
  return module instanceof webpack.ExternalModule && module.userRequest === blueprintRequest;
}

/**
 * @param {import('webpack').Compilation} compilation a sealed compilation
 * @returns {{ chunk: import('webpack').Chunk, initial: boolean, names: Set<string> }[]}
 */
export function blueprintNamesByChunk(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  return [...compilation.chunks].map((chunk) => {
    const names = new Set();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      for (const dependency of module.dependencies ?? []) {
        const target = moduleGraph.getModule(dependency);
        if (!target || !isBlueprintExternal(target)) continue;
        const ids = dependency.ids ?? (dependency.name ? [dependency.name] : undefined);
        if (ids === undefined) {
          // The bare `import ... from` statement: the names come with its specifier dependencies.
          if (dependency.type === 'harmony side effect evaluation') continue;
          names.add('*');
        } else if (ids.length === 0) names.add('*');
        else names.add(ids[0]);
      }
    }
    return { chunk, initial: chunk.canBeInitial(), names };
  });
}

/**
 * Fails a bundle on the first paint's path (its entry chunks) that uses a Blueprint name the vendor bundle's eager
 * part does not export: the name would be undefined until the rest of Blueprint had arrived.
 */
export class CheckBlueprintEagerPlugin {
  constructor(eagerNames) {
    this.eagerNames = new Set(eagerNames);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('CheckBlueprintEagerPlugin', (compilation) => {
      compilation.hooks.afterSeal.tap('CheckBlueprintEagerPlugin', () => {
        const missing = new Set(
          blueprintNamesByChunk(compilation)
            .filter((entry) => entry.initial)
            .flatMap((entry) => [...entry.names].filter((name) => !this.eagerNames.has(name))),
        );
        if (missing.size === 0) return;
        compilation.errors.push(
          new webpack.WebpackError(
            `${compiler.options.name}'s entry chunk uses @blueprintjs/core names outside the vendor bundle's eager part: ` +
              `${[...missing].sort().join(', ')}. Add them to scripts/webpack/vendor/blueprintEager.mjs or move their code into a lazy chunk.`,
          ),
        );
      });
    });
  }
}

/**
 * Every lazy chunk of a bundle waits for the whole of Blueprint before it runs (a chunk may use names outside the
 * eager part). The vendor's `artelLoadAll` starts the rest on the first call; a Blueprint bundle without it (an
 * import-map override to an unsplit build) is complete already.
 */
class AwaitBlueprintRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('await the whole of Blueprint', webpack.RuntimeModule.STAGE_ATTACH);
  }

  generate() {
    return `${webpack.RuntimeGlobals.ensureChunkHandlers}.artelBlueprint = function (chunkId, promises) {
  promises.push(System.import(${JSON.stringify(blueprintRequest)}).then(function (blueprint) { return blueprint.artelLoadAll && blueprint.artelLoadAll(); }));
};`;
  }
}

export class AwaitBlueprintPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AwaitBlueprintPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(webpack.RuntimeGlobals.ensureChunkHandlers).tap('AwaitBlueprintPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new AwaitBlueprintRuntimeModule());
      });
    });
  }
}
