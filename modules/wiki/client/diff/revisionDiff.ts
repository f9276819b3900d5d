/** What changed between two revisions of an article: title, tags and body, for the comparison screen. */
import { diffStats, inlineDiff, sideBySideDiff, type DiffStats, type Segment, type SideRow } from './textDiff';

export interface RevisionContent {
  title: string;
  body: string;
  tags: string[];
}

export interface RevisionDiff {
  title: Segment[];
  tags: { added: string[]; removed: string[]; kept: string[] };
  inline: Segment[];
  sideBySide: SideRow[];
  stats: DiffStats;
  identical: boolean;
}

const CONTEXT_LINES = 3;

export function revisionDiff(older: RevisionContent, newer: RevisionContent): RevisionDiff {
  const inline = inlineDiff(older.body, newer.body);
  const tags = {
    added: newer.tags.filter((tag) => !older.tags.includes(tag)),
    removed: older.tags.filter((tag) => !newer.tags.includes(tag)),
    kept: newer.tags.filter((tag) => older.tags.includes(tag)),
  };
  return {
    title: inlineDiff(older.title, newer.title),
    tags,
    inline,
    sideBySide: sideBySideDiff(older.body, newer.body, CONTEXT_LINES),
    stats: diffStats(inline),
    identical: older.title === newer.title && older.body === newer.body && tags.added.length === 0 && tags.removed.length === 0,
  };
}
