import { Alert, Intent } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { SHELL_NAMESPACE } from '../i18n/shellTranslations';

const QUESTION_ID = 'artel-unsaved-question';

export interface UnsavedChangesAlertProps {
  /** Leaving the page, or closing a dialog: the same question in the words that fit. */
  purpose: 'leave' | 'close';
  onLeave(): void;
  onStay(): void;
}

export function UnsavedChangesAlert({ purpose, onLeave, onStay }: UnsavedChangesAlertProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <Alert
      isOpen
      intent={Intent.DANGER}
      icon="warning-sign"
      confirmButtonText={t(`unsaved.${purpose}`)}
      cancelButtonText={t('unsaved.stay')}
      onConfirm={onLeave}
      onCancel={onStay}
      canEscapeKeyCancel
      // Blueprint's Alert passes no aria-label on; the question itself names the dialog.
      aria-labelledby={QUESTION_ID}
    >
      <p id={QUESTION_ID}>{purpose === 'leave' ? t('unsaved.text') : t('unsaved.closeText')}</p>
    </Alert>
  );
}
