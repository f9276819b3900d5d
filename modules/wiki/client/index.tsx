/**
 * Wiki: the module's entry. It declares the pages of SPEC §2 under /modules/wiki ('/', '/wiki/article/new',
 * 'article/:id', 'article/:id/edit') and the trash ('trash'), the two dashboard widgets of SPEC §3 and its texts. The sidebar item
 * comes from manifest.json.
 */
import { defineModule, lazyComponent, type ModuleDefinition, type ModuleSdk } from '@artel/sdk';
import manifest from '../manifest.json';
import { translations } from './translations';
import { bindWikiSdk } from './wikiSdk';
import { mayCreateArticles, mayDeleteArticles, mayEditArticles } from './wikiPermissions';
import { articleSearchProvider } from './search/articleSearch';
import './wiki.css';

// Pages and widgets are chunks of their own: the dashboard fetches the two widgets, not the editor or the articles.
const WikiHomePage = lazyComponent(() => import(/* webpackChunkName: "wiki-home" */ './pages/WikiHomePage'), 'WikiHomePage');
const ArticlePage = lazyComponent(() => import(/* webpackChunkName: "wiki-article" */ './pages/ArticlePage'), 'ArticlePage');
const TrashPage = lazyComponent(() => import(/* webpackChunkName: "wiki-trash" */ './pages/TrashPage'), 'TrashPage');
const ArticleEditPage = lazyComponent(
  () => import(/* webpackChunkName: "wiki-article-edit" */ './pages/ArticleEditPage'),
  'ArticleEditPage',
);
const loadWidgets = () => import(/* webpackChunkName: "wiki-widgets" */ './widgets/dashboardWidgets');
const RecentArticlesWidget = lazyComponent(loadWidgets, 'RecentArticlesWidget');
const PopularTagsWidget = lazyComponent(loadWidgets, 'PopularTagsWidget');

export const { bootstrap, mount, unmount, definition, install } = defineModule<ModuleSdk>({
  definition: manifest as unknown as ModuleDefinition,
  install(sdk) {
    sdk.addTranslations(translations);
    bindWikiSdk(sdk);
    // First match wins: 'article/:id/edit' before 'article/:id'.
    sdk.registerRoutes([
      { path: '', component: WikiHomePage },
      { path: 'wiki/article/new', component: ArticleEditPage, canOpen: mayCreateArticles },
      { path: 'trash', component: TrashPage, canOpen: mayDeleteArticles },
      { path: 'article/:id/edit', component: ArticleEditPage, canOpen: mayEditArticles },
      { path: 'article/:id', component: ArticlePage },
    ]);
    sdk.widgets.register({
      id: 'recent-articles',
      title: sdk.t('widgets.recentArticles'),
      component: RecentArticlesWidget,
      defaultSize: { w: 2, h: 2 },
      minSize: { w: 1, h: 1 },
      maxSize: { w: 4, h: 4 },
    });
    sdk.search.registerProvider(articleSearchProvider(sdk));
    sdk.widgets.register({
      id: 'popular-tags',
      title: sdk.t('widgets.popularTags'),
      component: PopularTagsWidget,
      defaultSize: { w: 1, h: 1 },
    });
  },
});
