/** The module's pages under test: signed in to one workspace, the module's SDK bound and its texts added. */
import type { WorkspaceRole } from '@artel/sdk';
import { signedInToModule } from '@artel/sdk/testing';
import { bindContragentsSdk } from '../contragentsSdk';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';

export function signedIn(role: WorkspaceRole = 'owner') {
  return signedInToModule({ moduleId: MODULE_ID, translations, bind: bindContragentsSdk }, role);
}
