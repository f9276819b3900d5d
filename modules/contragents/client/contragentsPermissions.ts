/**
 * What the signed-in user may do with partners and documents in the current workspace, decided by
 * manifest.json's declarations as the server decides them, to offer only what will pass.
 */
import { modulePermissions } from '@artel/sdk';
import manifest from '../manifest.json';

export const contragentsPermissions = modulePermissions(manifest);
