/**
 * One benchmark: its need and criteria, the candidates scored per criterion, the ranked table with the
 * normalised weighted totals, the chart, the winner's promotion to an active partner, and its history.
 */
import { Button, Callout, H2, HTMLTable, Tag } from '@blueprintjs/core';
import { formatNumber, Link, showToast, useTranslation, type WorkspaceMember } from '@artel/sdk';
import { useState } from 'react';
import { benchmarksApi } from '../api/benchmarksApi';
import type { Benchmark, Candidate, HistoryEntry } from '../api/benchmarkTypes';
import { failureText, toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { partnerPath } from '../paths';
import { ActivityPanel } from '../partners/ActivityPanel';
import { AddCandidateForm } from './AddCandidateForm';
import { BenchmarkDialog } from './BenchmarkDialog';
import { leader, rankedRows } from './benchmarkModel';
import { PromoteDialog } from './PromoteDialog';
import { RankingChart } from './RankingChart';
import { ScoreCell } from './ScoreCell';

export interface BenchmarkViewProps {
  benchmark: Benchmark;
  history: HistoryEntry[];
  members: WorkspaceMember[];
  editable: boolean;
  canPromote: boolean;
  onChanged(benchmark?: Benchmark): void;
}

export function BenchmarkView({ benchmark, history, members, editable, canPromote, onChanged }: BenchmarkViewProps) {
  const { t } = useTranslation(MODULE_ID);
  const [editing, setEditing] = useState(false);
  const [promoting, setPromoting] = useState<Candidate | null>(null);
  const rows = rankedRows(benchmark);
  const best = leader(benchmark);
  const decided = benchmark.status === 'decided';
  const winner = decided ? best : null;

  const saveScore = async (candidateId: string, criterionId: string, value: number | string | null) => {
    try {
      onChanged(await benchmarksApi.score(benchmark.id, candidateId, criterionId, value));
      return null;
    } catch (error) {
      return failureText(error);
    }
  };

  const removeCandidate = async (candidate: Candidate) => {
    if (!window.confirm(t('benchmark.removeConfirm', { name: candidate.name }))) return;
    try {
      await benchmarksApi.removeCandidate(benchmark.id, candidate.id);
      onChanged();
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <article className="contragents-benchmark" aria-labelledby="benchmark-title">
      <header className="contragents-header">
        <div className="contragents-title">
          <h2 id="benchmark-title" className="contragents-benchmark__title">
            {benchmark.title}
          </h2>
          <Tag minimal intent={decided ? 'success' : 'primary'}>
            {decided ? t('benchmark.decided') : t('benchmark.open')}
          </Tag>
        </div>
        {editable && (
          <Button icon="properties" onClick={() => setEditing(true)}>
            {t('benchmark.editCriteria')}
          </Button>
        )}
      </header>
      {benchmark.need && <p className="contragents-benchmark__need">{benchmark.need}</p>}
      {winner && (
        <Callout intent="success" icon="endorsed" className="contragents-banner">
          {t('benchmark.winner')}: <strong>{winner.name}</strong>
          {winner.partnerId && (
            <>
              {' '}
              <Link to={partnerPath(winner.partnerId)}>{t('benchmark.openPartner')}</Link>
            </>
          )}
        </Callout>
      )}

      <section className="contragents-panel" aria-labelledby="scores-title">
        <H2 id="scores-title">{t('benchmark.scores')}</H2>
        {benchmark.criteria.length === 0 ? (
          <Callout compact>{t('benchmark.noCriteria')}</Callout>
        ) : benchmark.candidates.length === 0 ? (
          <Callout compact>{t('benchmark.noCandidates')}</Callout>
        ) : (
          <div className="contragents-table-wrap">
            <HTMLTable className="contragents-table contragents-scores" compact>
              <thead>
                <tr>
                  <th scope="col">{t('benchmark.candidate')}</th>
                  {benchmark.criteria.map((criterion) => (
                    <th key={criterion.id} scope="col">
                      {criterion.name}
                      <div className="contragents-muted contragents-small">
                        {t('benchmark.weight')} {criterion.weight} ·{' '}
                        {criterion.kind === 'grade'
                          ? t('benchmark.kinds.grade')
                          : t(`benchmark.directions.${criterion.direction ?? 'higherIsBetter'}`)}
                      </div>
                    </th>
                  ))}
                  {editable && <th aria-hidden />}
                </tr>
              </thead>
              <tbody>
                {benchmark.candidates.map((candidate) => (
                  <tr key={candidate.id}>
                    <th scope="row">
                      {candidate.partnerId ? <Link to={partnerPath(candidate.partnerId)}>{candidate.name}</Link> : candidate.name}
                      {candidate.inn && <div className="contragents-muted contragents-small contragents-mono">{candidate.inn}</div>}
                    </th>
                    {benchmark.criteria.map((criterion) => (
                      <td key={criterion.id}>
                        <ScoreCell
                          criterion={criterion}
                          candidateName={candidate.name}
                          value={candidate.scores[criterion.id]}
                          disabled={!editable}
                          onSave={(value) => saveScore(candidate.id, criterion.id, value)}
                        />
                      </td>
                    ))}
                    {editable && (
                      <td>
                        <Button
                          variant="minimal"
                          icon="cross"
                          aria-label={t('benchmark.removeCandidate', { name: candidate.name })}
                          onClick={() => void removeCandidate(candidate)}
                        />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
        {editable && <AddCandidateForm benchmarkId={benchmark.id} onAdded={() => onChanged()} />}
      </section>

      {rows.length > 0 && benchmark.criteria.length > 0 && (
        <section className="contragents-panel" aria-labelledby="ranking-title">
          <H2 id="ranking-title">{t('benchmark.ranking')}</H2>
          <div className="contragents-ranking">
            <div className="contragents-table-wrap">
              <HTMLTable className="contragents-table" compact aria-labelledby="ranking-title">
                <thead>
                  <tr>
                    <th scope="col">{t('benchmark.rank')}</th>
                    <th scope="col">{t('benchmark.candidate')}</th>
                    <th scope="col">{t('benchmark.total')}</th>
                    {canPromote && <th aria-hidden />}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.candidate.id} className={row.candidate.id === best?.id ? 'contragents-row--leader' : undefined}>
                      <td>{row.rank}</td>
                      <td>{row.candidate.name}</td>
                      <td className="contragents-mono">{formatNumber(row.total, { maximumFractionDigits: 1 })}</td>
                      {canPromote && (
                        <td>
                          {!decided && row.candidate.id === best?.id && (
                            <Button size="small" intent="success" icon="endorsed" onClick={() => setPromoting(row.candidate)}>
                              {t('benchmark.promote')}
                            </Button>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            <RankingChart rows={rows} />
          </div>
        </section>
      )}

      <ActivityPanel entries={history} members={members} title={t('benchmark.history')} headingId="benchmark-history-title" />

      {editing && (
        <BenchmarkDialog
          benchmark={benchmark}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onChanged(saved);
          }}
        />
      )}
      {promoting && (
        <PromoteDialog
          benchmarkId={benchmark.id}
          candidate={promoting}
          onClose={() => setPromoting(null)}
          onPromoted={({ benchmark: decidedBenchmark }) => {
            setPromoting(null);
            showToast({ message: t('benchmark.promoted', { name: promoting.name }), intent: 'success' });
            onChanged(decidedBenchmark);
          }}
        />
      )}
    </article>
  );
}
