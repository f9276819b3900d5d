import { Button, H1, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { navigate, useTranslation } from '@artel/sdk';
import { type LegalEntity } from '@artel/sdk/host';
import { useState } from 'react';
import { DeleteLegalEntityAlert } from './DeleteLegalEntityAlert';
import { LegalEntityActions } from './LegalEntityActions';
import { LegalEntityBadges } from './LegalEntityBadges';
import { useLoadedLegalEntities } from './useLoadedLegalEntities';
import './organisations.css';

export const LEGAL_ENTITIES_PATH = '/profile/legal-entities';

/** /profile/legal-entities: 'Организации' with each entity's state and actions. */
export function LegalEntitiesPage() {
  const { t } = useTranslation('organisations');
  const { legalEntities, loading } = useLoadedLegalEntities();
  const [deleting, setDeleting] = useState<LegalEntity | null>(null);
  const create = () => navigate(`${LEGAL_ENTITIES_PATH}/create`);

  return (
    <>
      <header className="artel-page-header artel-organisations__header">
        <H1>{t('title')}</H1>
        <Button intent="primary" icon="add" text={t('add')} onClick={create} />
      </header>
      {legalEntities.length === 0 ? (
        loading ? (
          <Spinner aria-label={t('loading')} />
        ) : (
          <NonIdealState
            icon="office"
            title={t('empty')}
            description={t('emptyHint')}
            action={<Button intent="primary" icon="add" text={t('add')} onClick={create} />}
          />
        )
      ) : (
        <HTMLTable className="artel-organisations__table artel-list-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.inn')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {legalEntities.map((entity) => (
              <tr key={entity.id} data-legal-entity-id={entity.id}>
                <th scope="row">
                  <span className="artel-organisations__name">{entity.name}</span>
                  <span className="artel-organisations__type">{t(`types.${entity.type}`)}</span>
                </th>
                <td data-label={t('columns.inn')}>{entity.taxId}</td>
                <td data-label={t('columns.status')}>
                  <LegalEntityBadges entity={entity} />
                </td>
                <td>
                  <LegalEntityActions entity={entity} onDelete={setDeleting} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <DeleteLegalEntityAlert entity={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
