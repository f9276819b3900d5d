import { Dialog, DialogBody } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { confirmDiscard, createLegalEntityFx, type LegalEntity, type LegalEntityFormValues } from '@artel/sdk/host';
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
  const [dirty, setDirty] = useState(false);
  const close = () => (dirty ? void confirmDiscard().then((discard) => discard && onClose()) : onClose());
  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('createDialog.title')} icon="office" style={{ width: 'min(920px, 96vw)' }}>
      <DialogBody>
        <LegalEntityForm
          initialValues={initialValues}
          submitText={t('form.create')}
          onSubmit={(values: LegalEntityFormValues) => createLegalEntityFx(values)}
          onSaved={(entity: LegalEntity) => {
            onClose();
            onCreated?.(entity);
          }}
          onCancel={close}
          onDirtyChange={setDirty}
        />
      </DialogBody>
    </Dialog>
  );
}
