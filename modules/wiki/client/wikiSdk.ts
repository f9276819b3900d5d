/**
 * The SDK the platform handed to the wiki's install(sdk), for its pages and hooks: every service in it is
 * already scoped to the wiki (config, live events), so nothing here names a global.
 */
import type { ModuleSdk } from '@artel/sdk';

let installed: ModuleSdk | null = null;

/** Called by install(sdk); the returned function forgets it again when the module is disabled. */
export function bindWikiSdk(sdk: ModuleSdk): () => void {
  installed = sdk;
  return () => {
    if (installed === sdk) installed = null;
  };
}

export function wikiSdk(): ModuleSdk {
  if (!installed) throw new Error('The wiki module is not installed');
  return installed;
}
