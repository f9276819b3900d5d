/**
 * The wiki module's server half, mounted by the module host at /api/v1/modules/wiki behind its guard (signed
 * in, member of the X-Workspace-ID workspace, module enabled there). It imports `@artel/sdk/server` and its
 * own files only.
 */
import { defineServerModule } from '@artel/sdk/server';
import { registerWikiReports } from './analytics/wikiReports';
import { articleNames } from './flows/articleNames';
import { articlePublishedTrigger, publishedSamples } from './flows/articlePublished';
import { wikiMessages } from './messages';
import { refreshSearchStatistics, SEARCH_STATISTICS_EVERY_MS } from './search/searchStatistics';
import { purgeTrash, TRASH_PURGE_EVERY_MS } from './trash/trashWrites';
import { wikiRoutes } from './wikiRoutes';

export default defineServerModule({
  id: 'wiki',
  migrations: 'migrations',
  messages: wikiMessages,
  register(wiki) {
    wiki.http.routes(wikiRoutes(wiki));
    wiki.scheduler.every('search-statistics', SEARCH_STATISTICS_EVERY_MS, () => refreshSearchStatistics(wiki.db.orm).then(() => undefined));
    wiki.scheduler.every('trash-purge', TRASH_PURGE_EVERY_MS, () => purgeTrash(wiki.db.orm).then(() => undefined));
    registerWikiReports(wiki);
    wiki.flows.registerTrigger({ ...articlePublishedTrigger, samples: publishedSamples(wiki) });
    wiki.flows.registerNames(articleNames(wiki));
  },
});
