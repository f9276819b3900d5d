/**
 * The wiki's permissions in the browser, decided by manifest.json's declarations as the server decides them:
 * the pages that write are opened, and their buttons shown, only to those the server lets write.
 */
import { modulePermissions } from '@artel/sdk';
import manifest from '../manifest.json';

export const wikiPermissions = modulePermissions(manifest);

export const mayCreateArticles = wikiPermissions.rule('wiki.create');
export const mayEditArticles = wikiPermissions.rule('wiki.edit');
/** The trash: viewers and members (no wiki.delete) do not see it. */
export const mayDeleteArticles = wikiPermissions.rule('wiki.delete');
