import { Alert, Intent } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { SHELL_NAMESPACE } from '../i18n/shellTranslations';

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
      aria-label={t('unsaved.title')}
    >
      <p>{purpose === 'leave' ? t('unsaved.text') : t('unsaved.closeText')}</p>
    </Alert>
  );
}
