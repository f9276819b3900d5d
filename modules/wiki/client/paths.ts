/** The module's pages (SPEC §2: '/', '/wiki/article/new', 'article/:id', 'article/:id/edit' under /modules/wiki). */
import { MODULE_ID } from './moduleId';

const base = `/modules/${MODULE_ID}`;

export const homePath = (tag?: string) => (tag ? `${base}?tag=${encodeURIComponent(tag)}` : base);
export const newArticlePath = (options: { title?: string; parentId?: string } = {}) => {
  const query = new URLSearchParams();
  if (options.title) query.set('title', options.title);
  if (options.parentId) query.set('parent', options.parentId);
  const text = query.toString();
  return `${base}/wiki/article/new${text ? `?${text}` : ''}`;
};
export const articlePath = (id: string) => `${base}/article/${id}`;
export const editArticlePath = (id: string) => `${base}/article/${id}/edit`;
export const historyPath = (id: string, compare?: [number, number]) =>
  `${base}/article/${id}?history=${compare ? compare.join('-') : 'open'}`;
