import type { ArticleSummary } from '../api/wikiTypes';
import { articleTree, type TreeNode } from './articleTree';

const article = (id: string, title: string, parentId: string | null = null): ArticleSummary => ({
  id,
  title,
  parentId,
  status: 'published',
  tags: [],
  authorId: null,
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const shape = (nodes: TreeNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? [node.article.title, shape(node.children)] : node.article.title));

it('nests pages under their parents, in Russian alphabetical order at each level', () => {
  const tree = articleTree([
    article('1', 'Продажи'),
    article('2', 'Скрипты', '1'),
    article('3', 'Ёлка'),
    article('4', 'Бюджет', '1'),
    article('5', 'Архив'),
  ]);
  expect(shape(tree)).toEqual(['Архив', 'Ёлка', ['Продажи', ['Бюджет', 'Скрипты']]]);
});

it('puts a page whose parent is not visible at the top level', () => {
  expect(shape(articleTree([article('2', 'Дочерняя', 'hidden')]))).toEqual(['Дочерняя']);
});
