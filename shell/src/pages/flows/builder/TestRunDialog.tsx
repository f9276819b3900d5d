import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { flowsApi } from '../api/flowsApi';
import type { TestRunResult } from '../api/flowTypes';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { JsonBlock } from '../JsonBlock';
import { useStepLabel } from '../useStepLabel';
import { $catalog, $draft, saveDraft } from './flowBuilderModel';

function parseEvent(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A test run against a sample event: the server runs the flow's steps dry and says what each would do. */
export function TestRunDialog({ workspaceId, onClose }: { workspaceId: string; onClose(): void }) {
  const { t } = useFlowsTranslation();
  const [catalog, draft] = useUnit([$catalog, $draft]);
  const trigger = catalog?.triggers.find((candidate) => candidate.type === draft?.definition.trigger.type);
  const [eventText, setEventText] = useState(() => JSON.stringify(trigger?.sample ?? {}, null, 2));
  const [result, setResult] = useState<TestRunResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const actionLabel = useStepLabel(catalog);

  const run = async () => {
    const event = parseEvent(eventText);
    if (!event) {
      setError(t('test.badEvent'));
      return;
    }
    setRunning(true);
    setError(null);
    setResult(null);
    try {
      const flow = await saveDraft();
      setResult(await flowsApi.test(workspaceId, flow.id, event));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('test.title')} className="artel-flow-test">
      <DialogBody>
        <p>{t('test.explain')}</p>
        <FormGroup label={t('test.event')} labelFor="flow-test-event">
          <TextArea id="flow-test-event" fill rows={8} className="artel-flow-json" value={eventText} onChange={(event) => setEventText(event.currentTarget.value)} />
        </FormGroup>
        {error && <Callout intent="danger">{error}</Callout>}
        {result && (
          <section aria-label={t('test.result')}>
            <Callout intent={result.conditionsPassed ? 'success' : 'warning'}>
              {t(result.conditionsPassed ? 'test.conditionsPassed' : 'test.conditionsFailed')}
            </Callout>
            <ol className="artel-flow-steps">
              {result.steps.map((step) => (
                <li key={step.stepId} className="artel-flow-steps__item">
                  <strong>{actionLabel(step.action)}</strong>
                  {step.wouldDo && <p>{step.wouldDo}</p>}
                  {step.error && <Callout intent="danger">{step.error}</Callout>}
                  <JsonBlock label={t('runs.input')} value={step.input} />
                  <JsonBlock label={t('runs.output')} value={step.output} />
                </li>
              ))}
            </ol>
          </section>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.close')} onClick={onClose} />
            <Button intent="primary" icon="lab-test" text={t('test.run')} loading={running} onClick={() => void run()} />
          </>
        }
      />
    </Dialog>
  );
}
