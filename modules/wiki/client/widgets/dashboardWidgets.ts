/** The module's two dashboard widgets, one chunk for both (the entry declares them with lazyComponent). */
export { PopularTagsWidget } from './PopularTagsWidget';
export { RecentArticlesWidget } from './RecentArticlesWidget';
