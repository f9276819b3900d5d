/** The wiki home's tree: articles under their parents, titles in Russian alphabetical order at each level. */
import type { ArticleSummary } from '../api/wikiTypes';

export interface TreeNode {
  article: ArticleSummary;
  children: TreeNode[];
}

export function articleTree(articles: readonly ArticleSummary[]): TreeNode[] {
  const ids = new Set(articles.map((article) => article.id));
  const byParent = new Map<string | null, ArticleSummary[]>();
  for (const article of articles) {
    // A parent the reader cannot see (someone's draft) puts the page at the top level.
    const parent = article.parentId && ids.has(article.parentId) ? article.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), article]);
  }
  const build = (parent: string | null, seen: Set<string>): TreeNode[] =>
    (byParent.get(parent) ?? [])
      .filter((article) => !seen.has(article.id))
      .sort((left, right) => left.title.localeCompare(right.title, 'ru'))
      .map((article) => ({ article, children: build(article.id, new Set([...seen, article.id])) }));
  return build(null, new Set());
}
