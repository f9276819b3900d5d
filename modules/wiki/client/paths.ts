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
/** The history, or a comparison of two revisions (?compare=3..5) that a link reopens. */
export const historyPath = (id: string, compare?: [number, number]) =>
  compare ? `${base}/article/${id}?compare=${compare.join('..')}` : `${base}/article/${id}?history=open`;
export const trashPath = () => `${base}/trash`;

/** The two revisions of a ?compare=3..5, older first, or null when it names no two different revisions. */
export function parseCompare(value: string | null): [number, number] | null {
  const match = /^(\d{1,9})\.\.(\d{1,9})$/.exec(value ?? '');
  if (!match) return null;
  const [first, second] = [Number(match[1]), Number(match[2])].sort((a, b) => a - b) as [number, number];
  return first >= 1 && first !== second ? [first, second] : null;
}
