import { Callout, H1 } from '@blueprintjs/core';
import { navigate, useTranslation } from '@artel/sdk';
import { type LegalEntity, type LegalEntityFormValues, updateLegalEntityFx } from '@artel/sdk/host';
import type { ShellPageProps } from '../routing/shellRoute';
import { LegalEntityForm } from './form/LegalEntityForm';
import { legalEntityFormValuesOf } from './form/legalEntityFormValues';
import { LEGAL_ENTITIES_PATH } from './LegalEntitiesPage';
import { canManageLegalEntity } from './legalEntityRights';
import { LegalEntityLoadState } from './LegalEntityLoadState';
import { useLegalEntity } from './useLegalEntity';

function EditForm({ entity }: { entity: LegalEntity }) {
  const { t } = useTranslation('organisations');
  if (!canManageLegalEntity(entity)) return <Callout intent="warning">{t('form.noEditRights')}</Callout>;
  return (
    <LegalEntityForm
      key={entity.id}
      initialValues={legalEntityFormValuesOf(entity)}
      excludeId={entity.id}
      submitText={t('form.save')}
      onSubmit={(values: LegalEntityFormValues) => updateLegalEntityFx({ id: entity.id, input: values })}
      onSaved={() => navigate(LEGAL_ENTITIES_PATH)}
      onCancel={() => navigate(LEGAL_ENTITIES_PATH)}
    />
  );
}

/** /profile/legal-entities/{id}/edit */
export function EditLegalEntityPage({ params }: ShellPageProps) {
  const { t } = useTranslation('organisations');
  const { state, retry } = useLegalEntity(params.id ?? '');
  return (
    <>
      <header className="artel-page-header">
        <H1>{state.status === 'loaded' ? state.entity.name : t('form.editTitle')}</H1>
      </header>
      {state.status === 'loaded' ? <EditForm entity={state.entity} /> : <LegalEntityLoadState state={state} onRetry={retry} />}
    </>
  );
}
