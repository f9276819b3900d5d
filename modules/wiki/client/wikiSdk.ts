/**
 * The SDK the platform handed to the wiki's install(sdk), for its pages and hooks: every service in it is
 * already scoped to the wiki (config, live events), so nothing here names a global.
 */
import { createSdkHolder } from '@artel/sdk';

const holder = createSdkHolder('wiki');

/** Called by install(sdk); the loader's teardown forgets it again when the module is disabled. */
export const bindWikiSdk = holder.bind;
export const wikiSdk = holder.get;
