/**
 * A module's pages, widgets and hooks need the SDK its install(sdk) received, but React renders them far from
 * install(). The holder keeps that one SDK for the module's own files while the module is installed.
 */
import type { ModuleSdk } from './moduleSdk';

export interface SdkHolder<Sdk> {
  /** Called by install(sdk); forgotten again when the loader tears the module down (or by the returned function). */
  bind(sdk: Sdk): () => void;
  /** The SDK install() received; throws while the module is not installed. */
  get(): Sdk;
}

export function createSdkHolder<Sdk = ModuleSdk>(moduleName: string): SdkHolder<Sdk> {
  let installed: Sdk | null = null;
  return {
    bind(sdk) {
      installed = sdk;
      const forget = () => {
        // A later install's SDK stays when an earlier install's cleanup runs late.
        if (installed === sdk) installed = null;
      };
      const { onTeardown } = sdk as Partial<Pick<ModuleSdk, 'onTeardown'>>;
      if (typeof onTeardown === 'function') onTeardown(forget);
      return forget;
    },
    get() {
      if (installed === null) throw new Error(`The ${moduleName} module is not installed`);
      return installed;
    },
  };
}
