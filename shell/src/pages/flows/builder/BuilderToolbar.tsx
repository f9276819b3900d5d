import { Alert, Button, Callout, H1, InputGroup } from '@blueprintjs/core';
import { Link, navigate, showToast } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { LinkButton } from '../../../workspaces/appearance/LinkButton';
import { flowsApi } from '../api/flowsApi';
import { flowPaths } from '../flowPaths';
import { FlowStateTag } from '../FlowStateTag';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { $draft, $isDirty, $saveError, $savedFlow, changeState, flowDeleted, nameChanged, saveDraft, saveFlowFx } from './flowBuilderModel';
import { isLoopError } from './loopError';
import { LoopWarningCallout } from './LoopWarningCallout';
import { TestRunDialog } from './TestRunDialog';

/** The flow's name and state, and what can be done with it: save, enable, test, run, see its runs, delete. */
export function BuilderToolbar({ workspaceId, readOnly }: { workspaceId: string; readOnly: boolean }) {
  const { t } = useFlowsTranslation();
  const [draft, saved, dirty, saving, saveError] = useUnit([$draft, $savedFlow, $isDirty, saveFlowFx.pending, $saveError]);
  const [testing, setTesting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!draft) return null;
  const enabled = saved?.state === 'enabled';

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      // A failed save (a loop found too) is already shown under the toolbar; anything else (run, delete) gets a toast.
      if ($saveError.getState() === null && !isLoopError(error) && error instanceof Error)
        showToast({ message: error.message, intent: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  const runNow = () =>
    act(async () => {
      const flow = await saveDraft();
      const { runId } = await flowsApi.runNow(workspaceId, flow.id);
      showToast({ message: t('builder.runQueued'), intent: 'success' });
      navigate(flowPaths.run(workspaceId, flow.id, runId));
    });
  const remove = () =>
    act(async () => {
      if (saved) await flowsApi.remove(workspaceId, saved.id);
      flowDeleted();
      showToast({ message: t('builder.deleted'), intent: 'success' });
      navigate(flowPaths.list(workspaceId));
    });

  return (
    <header className="artel-flow-toolbar">
      <div className="artel-flow-toolbar__title">
        {/* The page's heading, which names the tab; the name field beside it is what the eye reads. */}
        <H1 className="artel-visually-hidden">{saved ? t('builder.heading', { name: saved.name }) : t('list.create')}</H1>
        <Link to={flowPaths.list(workspaceId)} className="bp6-text-muted">
          {t('list.title')}
        </Link>
        <InputGroup
          aria-label={t('builder.name')}
          placeholder={t('builder.namePlaceholder')}
          value={draft.name}
          readOnly={readOnly}
          onValueChange={(name) => nameChanged(name)}
          className="artel-flow-toolbar__name"
        />
        <FlowStateTag state={saved?.state ?? 'draft'} pausedReason={saved?.pausedReason ?? null} />
        {dirty && !readOnly && <span className="bp6-text-muted">{t('builder.unsaved')}</span>}
      </div>
      <div className="artel-flow-toolbar__actions">
        {!readOnly && (
          <>
            <Button
              intent="primary"
              icon="floppy-disk"
              text={t('builder.save')}
              loading={saving}
              disabled={!dirty || busy}
              onClick={() => void act(async () => void (await saveDraft()))}
            />
            <Button
              icon={enabled ? 'pause' : 'play'}
              text={t(enabled ? 'builder.disable' : 'builder.enable')}
              disabled={saving || busy}
              onClick={() => void act(async () => void (await changeState(enabled ? 'draft' : 'enabled')))}
            />
            <Button icon="lab-test" text={t('builder.test')} disabled={saving || busy} onClick={() => setTesting(true)} />
            <Button icon="play" text={t('builder.runNow')} disabled={saving || busy} onClick={() => void runNow()} />
          </>
        )}
        {saved && <LinkButton to={flowPaths.runs(workspaceId, saved.id)} icon="history" text={t('builder.runLog')} />}
        {!readOnly && saved && (
          <Button
            icon="trash"
            intent="danger"
            variant="minimal"
            aria-label={t('builder.delete')}
            title={t('builder.delete')}
            onClick={() => setConfirmingDelete(true)}
          />
        )}
      </div>
      {saved?.state === 'paused' && !readOnly && (
        <Callout intent="warning" icon="pause" className="artel-flow-toolbar__error">
          {t('builder.pausedExplain')}
        </Callout>
      )}
      {saveError && (
        <Callout
          intent="danger"
          className="artel-flow-toolbar__error"
          title={t(saveError.purpose === 'state' ? 'builder.stateRefused' : 'builder.saveFailed')}
        >
          {saveError.message}
        </Callout>
      )}
      <LoopWarningCallout />
      {testing && <TestRunDialog workspaceId={workspaceId} onClose={() => setTesting(false)} />}
      <Alert
        isOpen={confirmingDelete}
        intent="danger"
        icon="trash"
        confirmButtonText={t('builder.delete')}
        cancelButtonText={t('common.cancel')}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          void remove();
        }}
      >
        {t('builder.deleteConfirm', { name: draft.name })}
      </Alert>
    </header>
  );
}
