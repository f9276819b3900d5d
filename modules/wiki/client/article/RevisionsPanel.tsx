/**
 * An article's history: every kept revision with its author, time and summary; any two compared; any one
 * restored as a new revision (after a confirmation that says nothing is lost). The two compared are in the
 * address (?compare=3..5), so a comparison can be linked.
 */
import { Alert, Button, Callout, Checkbox, HTMLTable, Spinner } from '@blueprintjs/core';
import { $members, formatDateTime, navigate, showToast, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { wikiApi } from '../api/wikiApi';
import type { Article, Revision, RevisionSummary } from '../api/wikiTypes';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { historyPath, parseCompare } from '../paths';
import { DiffView } from './DiffView';

const sameComparison = (picked: number[], linked: [number, number]) =>
  picked.length === 2 && Math.min(...picked) === linked[0] && Math.max(...picked) === linked[1];

export interface RevisionsPanelProps {
  article: Article;
  canEdit: boolean;
  /** The ?compare=3..5 of the address: the comparison to open. */
  compare: string | null;
  onRestored(article: Article): void;
}

export function RevisionsPanel({ article, canEdit, compare, onRestored }: RevisionsPanelProps) {
  const { t } = useTranslation(MODULE_ID);
  const members = useUnit($members);
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [compared, setCompared] = useState<[Revision, Revision] | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  useEffect(() => {
    wikiApi.revisions(article.id).then((answer) => {
      setRevisions(answer.revisions);
      const [newest, previous] = answer.revisions;
      setPicked(parseCompare(compare) ?? (newest && previous ? [previous.number, newest.number] : []));
    }, toastFailure);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is read when the history opens; later the picks write it (below).
  }, [article.id, article.version]);

  useEffect(() => {
    const linked = parseCompare(compare);
    if (linked) setPicked((current) => (sameComparison(current, linked) ? current : linked));
  }, [compare]);

  useEffect(() => {
    const [first, second] = [...picked].sort((a, b) => a - b);
    if (first === undefined || second === undefined) {
      setCompared(null);
      return;
    }
    // The comparison on screen is the one in the address, so it can be copied and reopens the same view.
    const address = historyPath(article.id, [first, second]);
    if (`${window.location.pathname}${window.location.search}` !== address) navigate(address, { replace: true });
    Promise.all([wikiApi.revision(article.id, first), wikiApi.revision(article.id, second)]).then(
      ([older, newer]) => setCompared([older, newer]),
      toastFailure,
    );
  }, [article.id, picked]);

  if (!revisions) return <Spinner size={20} />;
  const nameOf = (userId: string | null) => members.find((member) => member.userId === userId)?.name ?? '—';
  const toggle = (number: number) =>
    setPicked((current) => (current.includes(number) ? current.filter((other) => other !== number) : [...current.slice(-1), number]));
  const restore = () => {
    if (restoring === null) return;
    wikiApi.restore(article.id, restoring, article.version).then((saved) => {
      showToast({ message: t('revisions.restored', { number: restoring }), intent: 'success' });
      setRestoring(null);
      onRestored(saved);
    }, toastFailure);
  };

  return (
    <section className="wiki-revisions" aria-label={t('revisions.title')}>
      <h2 className="bp6-heading">{t('revisions.title')}</h2>
      <p className="bp6-text-muted">{t('revisions.kept', { count: revisions.length })}</p>
      <HTMLTable compact striped className="wiki-revisions__table">
        <tbody>
          {revisions.map((revision) => (
            <tr key={revision.number}>
              <td>
                <Checkbox
                  checked={picked.includes(revision.number)}
                  onChange={() => toggle(revision.number)}
                  aria-label={t('revisions.revision', { number: revision.number })}
                />
              </td>
              <td>
                {t('revisions.revision', { number: revision.number })}
                {revision.number === article.version ? ` (${t('revisions.current')})` : ''}
              </td>
              <td>{t('revisions.by', { name: nameOf(revision.authorId), date: formatDateTime(revision.createdAt) })}</td>
              <td>
                {revision.restoredFrom !== null
                  ? t('revisions.restoredSummary', { number: revision.restoredFrom })
                  : revision.relinkedFrom
                    ? t('revisions.relinkedSummary', { from: revision.relinkedFrom, to: revision.relinkedTo })
                    : revision.summary || <span className="bp6-text-muted">{t('revisions.noSummary')}</span>}
              </td>
              <td>
                {canEdit && revision.number !== article.version && (
                  <Button small variant="minimal" icon="history" onClick={() => setRestoring(revision.number)}>
                    {t('revisions.restore')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {compared ? (
        <>
          <h3 className="bp6-heading">
            {t('revisions.revision', { number: compared[0].number })} → {t('revisions.revision', { number: compared[1].number })}
          </h3>
          <DiffView older={compared[0]} newer={compared[1]} />
        </>
      ) : (
        <Callout>{t('revisions.compareHint')}</Callout>
      )}
      <Alert
        isOpen={restoring !== null}
        cancelButtonText={t('editor.cancel')}
        confirmButtonText={t('revisions.restore')}
        intent="primary"
        onCancel={() => setRestoring(null)}
        onConfirm={restore}
      >
        <p>
          <strong>{t('revisions.restoreTitle', { number: restoring ?? '' })}</strong>
        </p>
        <p>{t('revisions.restoreBody')}</p>
      </Alert>
    </section>
  );
}
