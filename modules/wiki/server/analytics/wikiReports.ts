/** The wiki's analytics reports (on /analytics for workspaces that have the wiki). */
import type { ModuleServices } from '@artel/sdk/server';
import { articlesCreated } from './articlesCreated';
import { mostRead } from './mostRead';

export function registerWikiReports({ analytics, db }: ModuleServices): void {
  analytics.registerReport({
    id: 'wiki.articlesCreated',
    title: { ru: 'Статьи вики по неделям', en: 'Wiki articles per week' },
    kind: 'bar',
    filters: ['member'],
    compute: (query) => articlesCreated(db.orm, query),
  });
  analytics.registerReport({
    id: 'wiki.mostRead',
    title: { ru: 'Самые читаемые статьи вики', en: 'Most read wiki articles' },
    kind: 'table',
    filters: ['member'],
    compute: (query) => mostRead(db.orm, query),
  });
}
