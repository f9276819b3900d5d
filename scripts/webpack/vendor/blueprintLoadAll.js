/**
 * Part of the @blueprintjs/core vendor bundle (see blueprintEager.mjs): the names the first paint does not use
 * arrive in a lazy chunk of the same compilation, so every component shares the eager part's contexts and
 * internals. `__WEBPACK_DYNAMIC_EXPORT__` is the `_export` SystemJS hands webpack's System.register wrapper;
 * exporting again after execute updates every importer through its setters (SystemJS live bindings), and
 * importers that link later get the whole namespace. Module bundles and lazy chunks await this first
 * (sdk's module loader, consumerConfig's chunk-loading hook), so none of them runs with a name missing.
 */
let loading;

export function artelLoadAll() {
  loading ??= import(/* webpackChunkName: "blueprint-rest" */ '@blueprintjs/core').then(
    (all) => {
      __WEBPACK_DYNAMIC_EXPORT__(all);
    },
    (error) => {
      // A failed chunk load is retried by the next call (webpack fetches a failed chunk again).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
