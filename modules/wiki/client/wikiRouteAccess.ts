/** The wiki's pages that write, opened only by those the server lets write (shared/wikiPermissions.ts). */
import type { RouteAccessRule } from '@artel/sdk';
import { wikiPermissionsFor, type WikiPermission } from '../shared/wikiPermissions';

const holding =
  (permission: WikiPermission): RouteAccessRule =>
  ({ role, userPermissions }) =>
    wikiPermissionsFor(role, userPermissions).has(permission);

export const mayCreateArticles = holding('wiki.create');
export const mayEditArticles = holding('wiki.edit');
/** The trash: viewers and members (no wiki.delete) do not see it. */
export const mayDeleteArticles = holding('wiki.delete');
