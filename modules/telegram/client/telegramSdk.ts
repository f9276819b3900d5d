/**
 * The SDK the platform handed to the module's install(sdk): already scoped to telegram (API prefix,
 * config, live events), so the pages never name a global.
 */
import { createSdkHolder } from '@artel/sdk';

const holder = createSdkHolder('telegram');

/** Called by install(sdk); the loader's teardown forgets it again when the module is disabled. */
export const bindTelegramSdk = holder.bind;
export const telegramSdk = holder.get;
