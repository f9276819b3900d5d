import { Callout, H2, H3 } from '@blueprintjs/core';
import type { FlowCatalog, RunDetail } from '../api/flowTypes';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { JsonBlock } from '../JsonBlock';
import { useStepLabel } from '../useStepLabel';
import { formatDuration, formatTime } from './runFormat';
import { RunStatusTag } from './RunStatusTag';

/** One run: the event that set it off and, step by step, what went in, what came out, how long, what failed. */
export function RunDetailView({ run, catalog }: { run: RunDetail; catalog: FlowCatalog | null }) {
  const { t } = useFlowsTranslation();
  const actionLabel = useStepLabel(catalog);
  return (
    <article className="artel-flow-run">
      <H2 className="artel-flow-run__title">
        {t('runs.runOf', { time: formatTime(run.startedAt) })} <RunStatusTag status={run.status} />
      </H2>
      <p className="bp6-text-muted">
        {t('runs.finished')}: {formatTime(run.finishedAt)} · {t('runs.duration')}: {formatDuration(run.durationMs)}
      </p>
      {run.error && <Callout intent="danger">{run.error}</Callout>}
      <JsonBlock label={t('runs.event')} value={run.event} />
      <H3>{t('runs.steps')}</H3>
      {run.steps.length === 0 && <p className="bp6-text-muted">{t('runs.noSteps')}</p>}
      <ol className="artel-flow-steps">
        {run.steps.map((step, index) => (
          <li key={`${step.stepId}-${index}`} className="artel-flow-steps__item" aria-label={actionLabel(step.action)}>
            <div className="artel-flow-steps__head">
              <strong>{actionLabel(step.action)}</strong> <RunStatusTag status={step.status} />
              <span className="bp6-text-muted">{formatDuration(step.durationMs)}</span>
            </div>
            {step.error && <Callout intent="danger">{step.error}</Callout>}
            <JsonBlock label={t('runs.input')} value={step.input} />
            <JsonBlock label={t('runs.output')} value={step.output} />
          </li>
        ))}
      </ol>
    </article>
  );
}
