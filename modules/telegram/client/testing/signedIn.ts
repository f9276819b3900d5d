/** The module's pages under test: signed in to one workspace, the module's SDK bound and its texts added. */
import { signedInToModule } from '@artel/sdk/testing';
import { bindTelegramSdk } from '../telegramSdk';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';

export function signedIn(role: 'owner' | 'member' = 'owner') {
  return signedInToModule({ moduleId: MODULE_ID, translations, bind: bindTelegramSdk }, role);
}
