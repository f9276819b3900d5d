import { Alert, Intent } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { leavePage, stayOnPage } from '@artel/sdk/host';
import { SHELL_NAMESPACE } from '../i18n/shellTranslations';

export function UnsavedChangesAlert() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <Alert
      isOpen
      intent={Intent.DANGER}
      icon="warning-sign"
      confirmButtonText={t('unsaved.leave')}
      cancelButtonText={t('unsaved.stay')}
      onConfirm={leavePage}
      onCancel={() => stayOnPage()}
      canEscapeKeyCancel
      aria-label={t('unsaved.title')}
    >
      <p>{t('unsaved.text')}</p>
    </Alert>
  );
}
