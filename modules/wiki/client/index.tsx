/**
 * Wiki: the module's entry. It declares the pages of SPEC §2 under /modules/wiki ('/', '/wiki/article/new',
 * 'article/:id', 'article/:id/edit'), the two dashboard widgets of SPEC §3 and its texts. The sidebar item
 * comes from manifest.json.
 */
import { defineModule, type ModuleDefinition, type ModuleSdk } from '@artel/sdk';
import manifest from '../manifest.json';
import { ArticleEditPage } from './pages/ArticleEditPage';
import { ArticlePage } from './pages/ArticlePage';
import { WikiHomePage } from './pages/WikiHomePage';
import { translations } from './translations';
import { bindWikiSdk } from './wikiSdk';
import { articleSearchProvider } from './search/articleSearch';
import { PopularTagsWidget } from './widgets/PopularTagsWidget';
import { RecentArticlesWidget } from './widgets/RecentArticlesWidget';
import './wiki.css';

export const { bootstrap, mount, unmount, definition, install } = defineModule<ModuleSdk>({
  definition: manifest as unknown as ModuleDefinition,
  install(sdk) {
    sdk.addTranslations(translations);
    const cleanups = [
      bindWikiSdk(sdk),
      // First match wins: 'article/:id/edit' before 'article/:id'.
      sdk.registerRoutes([
        { path: '', component: WikiHomePage },
        { path: 'wiki/article/new', component: ArticleEditPage },
        { path: 'article/:id/edit', component: ArticleEditPage },
        { path: 'article/:id', component: ArticlePage },
      ]),
      sdk.widgets.register({
        id: 'recent-articles',
        title: sdk.t('widgets.recentArticles'),
        component: RecentArticlesWidget,
        defaultSize: { w: 2, h: 2 },
        minSize: { w: 1, h: 1 },
        maxSize: { w: 4, h: 4 },
      }),
      sdk.search.registerProvider(articleSearchProvider(sdk)),
      sdk.widgets.register({ id: 'popular-tags', title: sdk.t('widgets.popularTags'), component: PopularTagsWidget, defaultSize: { w: 1, h: 1 } }),
    ];
    // In reverse, so the SDK binding goes last.
    return () => cleanups.reverse().forEach((cleanup) => cleanup());
  },
});
