import { Dialog, DialogBody } from '@blueprintjs/core';
import { createLegalEntityFx, type LegalEntity, type LegalEntityFormValues, useTranslation } from '@artel/sdk';
import { useState } from 'react';
import { LegalEntityForm } from './form/LegalEntityForm';
import { emptyLegalEntityFormValues } from './form/legalEntityFormValues';
import { registerOrganisationsTranslations } from './i18n/organisationsTranslations';

registerOrganisationsTranslations();

export interface CreateLegalEntityDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** Called with the new entity after it was saved (the dialog closes itself). */
  onCreated?(entity: LegalEntity): void;
}

/** SPEC §2 'Create Legal Entity' modal: the same form as the create page, opened from anywhere (e.g. Create Workspace). */
export function CreateLegalEntityDialog({ isOpen, onClose, onCreated }: CreateLegalEntityDialogProps) {
  const { t } = useTranslation('organisations');
  const [initialValues] = useState(emptyLegalEntityFormValues);
  const create = async (values: LegalEntityFormValues) => {
    const entity = await createLegalEntityFx(values);
    onClose();
    onCreated?.(entity);
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('createDialog.title')} icon="office" style={{ width: 'min(920px, 96vw)' }}>
      <DialogBody>
        <LegalEntityForm initialValues={initialValues} submitText={t('form.create')} onSubmit={create} onCancel={onClose} />
      </DialogBody>
    </Dialog>
  );
}
