import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { flowsApi } from '../api/flowsApi';
import type { FlowSample, TestRunResult } from '../api/flowTypes';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { $catalog, $draft, saveDraft } from './flowBuilderModel';
import { SampleList } from './testRun/SampleList';
import { TestRunResultView } from './testRun/TestRunResultView';
import { useFlowSamples } from './testRun/useFlowSamples';

function parseEvent(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * «Проверить»: the flow runs dry on a real event the user picks (the trigger's newest, or an entity found by
 * name); the server judges each condition and has each action describe its effect, changing nothing. A
 * trigger with no history is tested on its sample event, which the user may edit.
 */
export function TestRunDialog({ workspaceId, onClose }: { workspaceId: string; onClose(): void }) {
  const { t } = useFlowsTranslation();
  const [catalog, draft] = useUnit([$catalog, $draft]);
  const triggerRef = draft?.definition.trigger;
  const trigger = catalog?.triggers.find((candidate) => candidate.type === triggerRef?.type);
  const [search, setSearch] = useState('');
  const samples = useFlowSamples(workspaceId, triggerRef, search);
  const [chosen, setChosen] = useState<FlowSample | null>(null);
  const listed = samples.answer?.samples ?? [];
  const picked = chosen && listed.some((sample) => sample.id === chosen.id) ? chosen : (listed[0] ?? null);
  const withSample = samples.answer?.supported === false;
  const [eventText, setEventText] = useState(() => JSON.stringify(trigger?.sample ?? {}, null, 2));
  const [result, setResult] = useState<TestRunResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    const event = withSample ? parseEvent(eventText) : (picked?.event ?? null);
    if (!event) {
      setError(t(withSample ? 'test.badEvent' : 'test.pickFirst'));
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
        {samples.error && <Callout intent="danger">{samples.error}</Callout>}
        {withSample ? (
          <FormGroup label={t('test.event')} labelFor="flow-test-event" helperText={t('test.noHistory')}>
            <TextArea
              id="flow-test-event"
              fill
              rows={8}
              className="artel-flow-json"
              value={eventText}
              onChange={(event) => setEventText(event.currentTarget.value)}
            />
          </FormGroup>
        ) : (
          <SampleList
            samples={listed}
            loading={samples.loading}
            searched={search}
            picked={picked}
            onPick={(sample) => {
              setChosen(sample);
              setResult(null);
            }}
            onSearch={setSearch}
          />
        )}
        {error && <Callout intent="danger">{error}</Callout>}
        {result && <TestRunResultView result={result} trigger={trigger} catalog={catalog} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.close')} onClick={onClose} />
            <Button
              intent="primary"
              icon="lab-test"
              text={t('test.run')}
              loading={running}
              disabled={!withSample && !picked}
              onClick={() => void run()}
            />
          </>
        }
      />
    </Dialog>
  );
}
