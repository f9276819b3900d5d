/**
 * The SDK the platform handed to the module's install(sdk): already scoped to contragents (API prefix,
 * config, live events), so the pages never name a global.
 */
import type { ModuleSdk } from '@artel/sdk';

let installed: ModuleSdk | null = null;

/** Called by install(sdk); the returned function forgets it again when the module is disabled. */
export function bindContragentsSdk(sdk: ModuleSdk): () => void {
  installed = sdk;
  return () => {
    if (installed === sdk) installed = null;
  };
}

export function contragentsSdk(): ModuleSdk {
  if (!installed) throw new Error('The contragents module is not installed');
  return installed;
}
