import { Button, Callout } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { saveFlowFx } from './flowBuilderModel';
import { $loopWarning } from './loopWarning';

/** The loop the server found: what starts the flow again, how to break it, and enabling it anyway. */
export function LoopWarningCallout() {
  const { t } = useFlowsTranslation();
  const [warning, saving] = useUnit([$loopWarning, saveFlowFx.pending]);
  if (!warning) return null;
  return (
    <Callout intent="warning" icon="refresh" className="artel-flow-toolbar__error" title={t('builder.loopTitle')}>
      <p>{warning.message}</p>
      <p className="bp6-text-muted">{t('builder.loopHint')}</p>
      {/* A failure of this save shows as any failed save does. */}
      <Button
        intent="warning"
        text={t('builder.loopConfirm')}
        loading={saving}
        onClick={() => void saveFlowFx({ ...warning.request, confirmLoop: true }).catch(() => undefined)}
      />
    </Callout>
  );
}
