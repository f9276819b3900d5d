/**
 * Saves an article's changes on the version the editor started from. When someone saved in between (409
 * version_conflict with their version), it is merged in: edits that do not overlap are adopted into the editor
 * and saved at once on their version — pressing «Сохранить» once saves, as Notion and Outline users expect, and
 * nobody's text is lost; overlapping edits wait for the person's choices (ConflictDialog). The base version only
 * moves on together with a text that contains the newer version, so no save can drop it unasked.
 */
import { ApiError } from '@artel/sdk';
import { useRef, useState } from 'react';
import { wikiApi } from '../api/wikiApi';
import type { Article, ArticleFields, ConflictDetails } from '../api/wikiTypes';
import type { PendingConflict } from '../editor/ConflictDialog';
import { toastFailure } from '../errors';
import { mergeArticle, mergedVersion } from './articleMerge';

export type TheirVersion = ConflictDetails['current'];

export interface MergingSaveEvents {
  /** The editor takes a merged text, now based on `version`; `mergedWith` is the version merged in without asking. */
  adopt(merged: ArticleFields, version: number, mergedWith: TheirVersion | null): void;
  saved(article: Article, mergedWith: TheirVersion | null): void;
}

const versionConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'version_conflict' ? (error.details as ConflictDetails) : null;

export function useMergingSave(articleId: string | undefined, events: MergingSaveEvents) {
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<PendingConflict | null>(null);
  const latest = useRef(events);
  latest.current = events;

  const attempt = async (fields: ArticleFields, base: number, mergedWith: TheirVersion | null): Promise<void> => {
    try {
      latest.current.saved(await wikiApi.save(articleId!, { ...fields, baseVersion: base }), mergedWith);
    } catch (error) {
      const details = versionConflict(error);
      if (!details) return toastFailure(error, 'editor.saveFailed');
      const merge = mergeArticle(details, fields);
      const merged = mergedVersion(merge);
      // Only a newer version is merged in unasked: a refusal naming no newer one would otherwise repeat for ever.
      if (merged && details.current.version > base) {
        const next = { ...fields, ...merged };
        latest.current.adopt(next, details.current.version, details.current);
        return attempt(next, details.current.version, details.current);
      }
      setPending({ details, merge, mine: fields });
    }
  };
  const run = async (fields: ArticleFields, base: number) => {
    setSaving(true);
    try {
      await attempt(fields, base, null);
    } finally {
      setSaving(false);
    }
  };

  return {
    saving,
    pending,
    save: (fields: ArticleFields, base: number) => void run(fields, base),
    /** Saves the person's choices on their version. */
    resolve(resolved: { title: string; body: string }) {
      if (!pending) return;
      const next = { ...pending.mine, ...resolved, tags: pending.merge.tags };
      latest.current.adopt(next, pending.details.current.version, null);
      setPending(null);
      void run(next, pending.details.current.version);
    },
    /** Back to the editor as it was: the base stays the old version, so the next save is refused and merged again. */
    cancel: () => setPending(null),
  };
}
