/** The wiki's analytics reports (on /analytics for workspaces that have the wiki). */
import type { ModuleServices } from '@artel/sdk/server';
import { articlesCreated } from './articlesCreated';

export function registerWikiReports({ analytics, db }: ModuleServices): void {
  analytics.registerReport({
    id: 'wiki.articlesCreated',
    title: { ru: 'Статьи вики по неделям', en: 'Wiki articles per week' },
    kind: 'bar',
    filters: ['member'],
    compute: (query) => articlesCreated(db.orm, query),
  });
}
