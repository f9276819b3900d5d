import { H1 } from '@blueprintjs/core';
import { navigate, useTranslation } from '@artel/sdk';
import { createLegalEntityFx, type LegalEntity, type LegalEntityFormValues } from '@artel/sdk/host';
import { useState } from 'react';
import { LegalEntityForm } from './form/LegalEntityForm';
import { emptyLegalEntityFormValues } from './form/legalEntityFormValues';
import { LEGAL_ENTITIES_PATH } from './LegalEntitiesPage';

interface Props {
  /** Where the new entity is shown once created. */
  pathAfterCreate?: (entity: LegalEntity) => string;
  cancelPath?: string;
}

/** A new organisation from every SPEC §3 create field; /companies/create reuses it with its own way back. */
export function CreateLegalEntityView({ pathAfterCreate = () => LEGAL_ENTITIES_PATH, cancelPath = LEGAL_ENTITIES_PATH }: Props) {
  const { t } = useTranslation('organisations');
  const [initialValues] = useState(emptyLegalEntityFormValues);
  return (
    <>
      <header className="artel-page-header">
        <H1>{t('form.createTitle')}</H1>
      </header>
      <LegalEntityForm
        initialValues={initialValues}
        submitText={t('form.create')}
        onSubmit={(values: LegalEntityFormValues) => createLegalEntityFx(values)}
        onSaved={(entity: LegalEntity) => navigate(pathAfterCreate(entity))}
        onCancel={() => navigate(cancelPath)}
      />
    </>
  );
}

/** /profile/legal-entities/create */
export function CreateLegalEntityPage() {
  return <CreateLegalEntityView />;
}
