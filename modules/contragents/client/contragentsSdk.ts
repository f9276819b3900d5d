/**
 * The SDK the platform handed to the module's install(sdk): already scoped to contragents (config, navigation),
 * so the pages never name a global.
 */
import { createSdkHolder } from '@artel/sdk';

const holder = createSdkHolder('contragents');

/** Called by install(sdk); the loader's teardown forgets it again when the module is disabled. */
export const bindContragentsSdk = holder.bind;
export const contragentsSdk = holder.get;
