/**
 * What a user sends for an article, checked and normalised: a clear error in their language for anything out
 * of bounds (SPEC §8 style), nothing changed.
 */
import type { ErrorsService } from '@artel/sdk/server';

export const LIMITS = { title: 200, body: 200_000, tags: 20, tag: 50, summary: 500 } as const;

export interface ArticleContent {
  title: string;
  body: string;
  tags: string[];
}

/** Tags are compared and counted by this form: trimmed, single-spaced, lower case. */
export function normaliseTag(tag: string): string {
  return tag.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('ru');
}

export function checkedContent(errors: ErrorsService, input: { title: string; body: string; tags: string[] }): ArticleContent {
  const title = input.title.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (!title) throw errors.moduleError('title_required', 400);
  if (title.length > LIMITS.title) throw errors.moduleError('title_too_long', 400, { max: LIMITS.title });
  if (input.body.length > LIMITS.body) throw errors.moduleError('body_too_long', 400, { max: LIMITS.body });
  const tags = [...new Set(input.tags.map(normaliseTag))];
  if (tags.some((tag) => tag.length === 0 || tag.length > LIMITS.tag)) throw errors.moduleError('tag_invalid', 400, { max: LIMITS.tag });
  if (tags.length > LIMITS.tags) throw errors.moduleError('too_many_tags', 400, { max: LIMITS.tags });
  return { title, body: input.body.normalize('NFC'), tags };
}

export function checkedSummary(errors: ErrorsService, summary: string | undefined): string {
  const text = (summary ?? '').trim();
  if (text.length > LIMITS.summary) throw errors.moduleError('summary_too_long', 400, { max: LIMITS.summary });
  return text;
}
