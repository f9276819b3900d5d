/**
 * The SDK the platform handed to the module's install(sdk): already scoped to telegram (API prefix,
 * config, live events), so the pages never name a global.
 */
import type { ModuleSdk } from '@artel/sdk';

let installed: ModuleSdk | null = null;

/** Called by install(sdk); the returned function forgets it again when the module is disabled. */
export function bindTelegramSdk(sdk: ModuleSdk): () => void {
  installed = sdk;
  return () => {
    if (installed === sdk) installed = null;
  };
}

export function telegramSdk(): ModuleSdk {
  if (!installed) throw new Error('The telegram module is not installed');
  return installed;
}
