import { Alert } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { deleteLegalEntityFx, type LegalEntity } from '@artel/sdk/host';
import { useState } from 'react';

interface Props {
  entity: LegalEntity | null;
  onClose(): void;
}

/** Asks before deleting: the entity and its requisites are gone for everyone in it. */
export function DeleteLegalEntityAlert({ entity, onClose }: Props) {
  const { t } = useTranslation('organisations');
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!entity) return;
    setDeleting(true);
    try {
      await deleteLegalEntityFx(entity.id);
    } catch {
      // The effect already told the user why.
    } finally {
      setDeleting(false);
      onClose();
    }
  };
  return (
    <Alert
      isOpen={entity !== null}
      intent="danger"
      icon="trash"
      loading={deleting}
      confirmButtonText={t('deleteDialog.confirm')}
      cancelButtonText={t('deleteDialog.cancel')}
      canEscapeKeyCancel
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p>{t('deleteDialog.text', { name: entity?.name ?? '' })}</p>
    </Alert>
  );
}
