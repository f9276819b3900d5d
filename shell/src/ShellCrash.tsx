import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';

/** What the shell shows if its own React tree throws; modules have their own boundaries. */
export function ShellCrash() {
  const { t } = useTranslation('shell');
  return (
    <NonIdealState
      icon="error"
      title={t('shellError.title')}
      action={<Button intent="primary" text={t('shellError.reload')} onClick={() => window.location.reload()} />}
    />
  );
}
