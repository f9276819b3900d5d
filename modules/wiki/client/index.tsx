/**
 * Wiki: the module's entry. It declares the pages of SPEC §2 under /modules/wiki ('/', '/wiki/article/new',
 * 'article/:id', 'article/:id/edit'), the two dashboard widgets of SPEC §3 and its texts. The sidebar item
 * comes from manifest.json.
 */
import { defineModule, type ModuleDefinition, type ModuleSdk, registerWidget } from '@artel/sdk';
import manifest from '../manifest.json';
import { MODULE_ID } from './moduleId';
import { ArticleEditPage } from './pages/ArticleEditPage';
import { ArticlePage } from './pages/ArticlePage';
import { WikiHomePage } from './pages/WikiHomePage';
import { translations } from './translations';
import { PopularTagsWidget } from './widgets/PopularTagsWidget';
import { RecentArticlesWidget } from './widgets/RecentArticlesWidget';
import './wiki.css';

export const { bootstrap, mount, unmount, definition, install } = defineModule<ModuleSdk>({
  definition: manifest as unknown as ModuleDefinition,
  install(sdk) {
    sdk.addTranslations(translations);
    const cleanups = [
      // First match wins: 'article/:id/edit' before 'article/:id'.
      sdk.registerRoutes([
        { path: '', component: WikiHomePage },
        { path: 'wiki/article/new', component: ArticleEditPage },
        { path: 'article/:id/edit', component: ArticleEditPage },
        { path: 'article/:id', component: ArticlePage },
      ]),
      registerWidget(MODULE_ID, {
        id: 'recent-articles',
        title: sdk.t('widgets.recentArticles'),
        component: RecentArticlesWidget,
        defaultSize: { w: 2, h: 2 },
        minSize: { w: 1, h: 1 },
        maxSize: { w: 4, h: 4 },
      }),
      registerWidget(MODULE_ID, { id: 'popular-tags', title: sdk.t('widgets.popularTags'), component: PopularTagsWidget, defaultSize: { w: 1, h: 1 } }),
    ];
    return () => cleanups.forEach((cleanup) => cleanup());
  },
});
