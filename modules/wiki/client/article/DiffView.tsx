/** Two revisions compared: title, tags and body, inline or side by side, changed words highlighted. */
import { HTMLTable, SegmentedControl, Tag } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { useMemo, useState } from 'react';
import { revisionDiff, type RevisionContent } from '../diff/revisionDiff';
import type { Segment, SideLine } from '../diff/textDiff';
import { MODULE_ID } from '../moduleId';

function Segments({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'added' ? (
          <ins key={index} className="wiki-diff__added">
            {segment.text}
          </ins>
        ) : segment.kind === 'removed' ? (
          <del key={index} className="wiki-diff__removed">
            {segment.text}
          </del>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

const Cell = ({ line }: { line?: SideLine }) => (
  <>
    <td className="wiki-diff__number">{line?.number ?? ''}</td>
    <td className="wiki-diff__line">{line ? <Segments segments={line.segments} /> : null}</td>
  </>
);

export function DiffView({ older, newer }: { older: RevisionContent; newer: RevisionContent }) {
  const { t } = useTranslation(MODULE_ID);
  const [mode, setMode] = useState<'inline' | 'sideBySide'>('sideBySide');
  const diff = useMemo(() => revisionDiff(older, newer), [older, newer]);
  if (diff.identical) return <p className="bp6-text-muted">{t('diff.identical')}</p>;
  return (
    <div className="wiki-diff">
      <SegmentedControl
        small
        value={mode}
        onValueChange={(value) => setMode(value as 'inline' | 'sideBySide')}
        options={[
          { label: t('diff.sideBySide'), value: 'sideBySide' },
          { label: t('diff.inline'), value: 'inline' },
        ]}
      />
      <p className="bp6-text-muted">{t('diff.stats', { added: diff.stats.addedWords, removed: diff.stats.removedWords })}</p>
      {older.title !== newer.title && (
        <p>
          <strong>{t('diff.titleChanged')}: </strong>
          <Segments segments={diff.title} />
        </p>
      )}
      {(diff.tags.added.length > 0 || diff.tags.removed.length > 0) && (
        <p className="wiki-diff__tags">
          <strong>{t('diff.tagsChanged')}: </strong>
          {diff.tags.removed.map((tag) => (
            <Tag key={`-${tag}`} intent="danger" minimal>
              − {tag}
            </Tag>
          ))}
          {diff.tags.added.map((tag) => (
            <Tag key={`+${tag}`} intent="success" minimal>
              + {tag}
            </Tag>
          ))}
        </p>
      )}
      {mode === 'inline' ? (
        <pre className="wiki-diff__inline">
          <Segments segments={diff.inline} />
        </pre>
      ) : (
        <HTMLTable compact className="wiki-diff__table">
          {/* A fixed table takes column widths from here, not from its first row (which may be a skipped run
              spanning all four): the line numbers get a narrow gutter and the text the rest. */}
          <colgroup>
            <col className="wiki-diff__gutter" />
            <col />
            <col className="wiki-diff__gutter" />
            <col />
          </colgroup>
          <tbody>
            {diff.sideBySide.map((row, index) =>
              row.kind === 'skipped' ? (
                <tr key={index} className="wiki-diff__skipped">
                  <td colSpan={4}>{t('diff.skipped', { count: row.count })}</td>
                </tr>
              ) : (
                <tr key={index} className={`wiki-diff__row wiki-diff__row--${row.kind}`}>
                  <Cell line={row.left} />
                  <Cell line={row.right} />
                </tr>
              ),
            )}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
