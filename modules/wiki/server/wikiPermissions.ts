/** The caller's wiki permissions from their workspace role and platform permissions (shared/wikiPermissions.ts). */
import type { ModuleRequestContext } from '@artel/sdk/server';
import { wikiPermissionsFor, type WikiPermission } from '../shared/wikiPermissions';

export type { WikiPermission };

export const wikiPermissionsOf = (context: Pick<ModuleRequestContext, 'role' | 'userPermissions'>): Set<WikiPermission> =>
  wikiPermissionsFor(context.role, context.userPermissions);
