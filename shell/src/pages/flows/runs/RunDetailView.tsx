import { Button, Callout, H2, H3 } from '@blueprintjs/core';
import { useFormat } from '@artel/sdk';
import { useState } from 'react';
import type { EventField, FlowCatalog, RunDetail, RunStepRecord, SettingField } from '../api/flowTypes';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { JsonBlock } from '../JsonBlock';
import { useStepLabel } from '../useStepLabel';
import { formatDuration, formatTime } from './runFormat';
import { RunStatusTag } from './RunStatusTag';
import { optionChoice, readValue, type ValueReading } from './runValues';

interface Line {
  key: string;
  label: string;
  text: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Label-and-value lines of the values that are set, in the order the catalog declares them. */
function Lines({ label, lines }: { label: string; lines: Line[] }) {
  if (lines.length === 0) return null;
  return (
    <dl className="artel-flow-run__lines" aria-label={label}>
      {lines.map((line) => (
        <div key={line.key} className="artel-flow-run__line">
          <dt>{line.label}</dt>
          <dd>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}

function useReading(run: RunDetail) {
  const { t, i18n, localized } = useFlowsTranslation();
  const format = useFormat();
  const base: ValueReading = { names: run.names ?? {}, format, yes: t('conditions.yes'), no: t('conditions.no') };
  const eventLines = (event: unknown, fields: EventField[] | undefined): Line[] => {
    if (!isRecord(event)) return [];
    const declared = fields ?? Object.keys(event).map((key): EventField => ({ key, type: 'string', label: { ru: key, en: key } }));
    return declared
      .map((field) => ({
        key: field.key,
        label: localized(field.label),
        text: readValue(event[field.key], field.type === 'enum' ? { ...base, choice: optionChoice(field.options, i18n.language) } : base),
      }))
      .filter((line) => line.text !== '');
  };
  const inputLines = (input: unknown, settings: SettingField[] | undefined): Line[] => {
    if (!isRecord(input)) return [];
    return (settings ?? [])
      .map((setting) => ({
        key: setting.key,
        label: localized(setting.label),
        text: readValue(input[setting.key], { ...base, choice: optionChoice(setting.options, i18n.language) }),
      }))
      .filter((line) => line.text !== '');
  };
  return { eventLines, inputLines };
}

function StepEntry({
  step,
  catalog,
  showJson,
  run,
}: {
  step: RunStepRecord;
  catalog: FlowCatalog | null;
  showJson: boolean;
  run: RunDetail;
}) {
  const { t } = useFlowsTranslation();
  const actionLabel = useStepLabel(catalog);
  const { inputLines } = useReading(run);
  const branch = step.action === 'if' && isRecord(step.output) ? (step.output.result ? t('runs.branchYes') : t('runs.branchNo')) : null;
  const settings = catalog?.actions.find((action) => action.type === step.action)?.settings;
  return (
    <li className="artel-flow-steps__item" aria-label={actionLabel(step.action)}>
      <div className="artel-flow-steps__head">
        <strong>{actionLabel(step.action)}</strong> <RunStatusTag status={step.status} />
        <span className="bp6-text-muted">{formatDuration(step.durationMs)}</span>
      </div>
      {(step.effect ?? branch) && <p className="artel-flow-steps__effect">{step.effect ?? branch}</p>}
      {step.error && <Callout intent="danger">{step.error}</Callout>}
      <Lines label={t('runs.input')} lines={inputLines(step.input, settings)} />
      {showJson && (
        <>
          <JsonBlock label={t('runs.input')} value={step.input} />
          <JsonBlock label={t('runs.output')} value={step.output} />
        </>
      )}
    </li>
  );
}

/** One run: the event that set it off and, step by step, what it was given and what it did, in words; the raw JSON on request. */
export function RunDetailView({ run, catalog, triggerType }: { run: RunDetail; catalog: FlowCatalog | null; triggerType: string | null }) {
  const { t } = useFlowsTranslation();
  const [showJson, setShowJson] = useState(false);
  const { eventLines } = useReading(run);
  const fields = catalog?.triggers.find((trigger) => trigger.type === triggerType)?.fields;
  return (
    <article className="artel-flow-run">
      <H2 className="artel-flow-run__title">
        {t('runs.runOf', { time: formatTime(run.startedAt) })} <RunStatusTag status={run.status} />
      </H2>
      <p className="bp6-text-muted">
        {t('runs.finished')}: {formatTime(run.finishedAt)} · {t('runs.duration')}: {formatDuration(run.durationMs)}
      </p>
      <Button
        className="artel-flow-run__json-toggle"
        icon="code"
        variant="minimal"
        aria-pressed={showJson}
        text={showJson ? t('runs.hideJson') : t('runs.showJson')}
        onClick={() => setShowJson((shown) => !shown)}
      />
      {run.error && <Callout intent="danger">{run.error}</Callout>}
      <H3>{t('runs.event')}</H3>
      <Lines label={t('runs.event')} lines={eventLines(run.event, fields)} />
      {showJson && <JsonBlock label={t('runs.event')} value={run.event} />}
      <H3>{t('runs.steps')}</H3>
      {run.steps.length === 0 && <p className="bp6-text-muted">{t('runs.noSteps')}</p>}
      <ol className="artel-flow-steps">
        {run.steps.map((step, index) => (
          <StepEntry key={`${step.stepId}-${index}`} step={step} catalog={catalog} showJson={showJson} run={run} />
        ))}
      </ol>
    </article>
  );
}
