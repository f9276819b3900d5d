/**
 * One conflicting block side by side (@codemirror/merge): their lines on the left, this person's on the right,
 * the differing words marked. Both sides are read-only but focusable, so the keyboard can move through and
 * select the text; the choice is made beside it (ConflictChoice). Loaded lazily with the conflict dialog.
 */
import { EditorState } from '@codemirror/state';
import { MergeView } from '@codemirror/merge';
import { EditorView } from 'codemirror';
import { useEffect, useRef } from 'react';

export interface ChunkMergeViewProps {
  theirs: string;
  mine: string;
  theirsLabel: string;
  mineLabel: string;
}

const side = (doc: string, label: string) => ({
  doc,
  extensions: [EditorState.readOnly.of(true), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label })],
});

export function ChunkMergeView({ theirs, mine, theirsLabel, mineLabel }: ChunkMergeViewProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = new MergeView({ a: side(theirs, theirsLabel), b: side(mine, mineLabel), parent: host.current!, gutter: true });
    return () => view.destroy();
  }, [theirs, mine, theirsLabel, mineLabel]);
  return <div className="wiki-merge-view" ref={host} />;
}
