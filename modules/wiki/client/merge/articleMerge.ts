/**
 * Someone saved the article while this person was editing it: their version, the one this person started from
 * and this person's text merged field by field. Title and text may conflict; tags never do (a set: what either
 * side added stays, what either side removed goes).
 */
import type { ConflictDetails } from '../api/wikiTypes';
import { conflictsOf, joinParts, mergeText, type TextPart } from './textMerge';

export interface MyVersion {
  title: string;
  body: string;
  tags: string[];
}

export type TitleMerge = { kind: 'clean'; title: string } | { kind: 'conflict'; theirs: string; mine: string };

export interface ArticleMerge {
  title: TitleMerge;
  body: TextPart[];
  tags: string[];
}

function mergeTitle(base: string | null, theirs: string, mine: string): TitleMerge {
  if (theirs === mine || base === theirs) return { kind: 'clean', title: mine };
  if (base === mine) return { kind: 'clean', title: theirs };
  return { kind: 'conflict', theirs, mine };
}

function mergeTags(base: string[] | null, theirs: string[], mine: string[]): string[] {
  const removedByMe = base ? base.filter((tag) => !mine.includes(tag)) : [];
  const merged = theirs.filter((tag) => !removedByMe.includes(tag));
  // A tag of mine that they do not have: they removed it if the base had it; else it is new (or, without the base, kept rather than lost).
  for (const tag of mine) if (!merged.includes(tag) && !base?.includes(tag)) merged.push(tag);
  return merged;
}

/** Three-way merge of two versions made from `base` (null when it is no longer known). */
export function mergeVersions(base: MyVersion | null, theirs: MyVersion, mine: MyVersion): ArticleMerge {
  const title = mergeTitle(base?.title ?? null, theirs.title, mine.title);
  const body = mergeText(base?.body ?? null, theirs.body, mine.body);
  return { title, body, tags: mergeTags(base?.tags ?? null, theirs.tags, mine.tags) };
}

export function mergeArticle(conflict: ConflictDetails, mine: MyVersion): ArticleMerge {
  return mergeVersions(conflict.base, conflict.current, mine);
}

/** The merged title, text and tags when nothing conflicts; null when the person has to choose. */
export function mergedVersion(merge: ArticleMerge): MyVersion | null {
  if (merge.title.kind === 'conflict' || conflictsOf(merge.body).length > 0) return null;
  return { title: merge.title.title, body: joinParts(merge.body, []), tags: merge.tags };
}
