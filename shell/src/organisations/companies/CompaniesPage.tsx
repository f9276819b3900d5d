import { Button, Card, H1, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link, navigate, useTranslation } from '@artel/sdk';
import { LegalEntityBadges } from '../LegalEntityBadges';
import { useLoadedLegalEntities } from '../useLoadedLegalEntities';
import '../organisations.css';

export const COMPANIES_PATH = '/companies';

export function companyPath(id: string): string {
  return `${COMPANIES_PATH}/${encodeURIComponent(id)}`;
}

/** /companies: every organisation the user belongs to, as owner, administrator or member of one of its workspaces. */
export function CompaniesPage() {
  const { t } = useTranslation('organisations');
  const { legalEntities, loading } = useLoadedLegalEntities();
  const create = () => navigate(`${COMPANIES_PATH}/create`);
  return (
    <>
      <header className="artel-page-header artel-organisations__header">
        <H1>{t('companies.title')}</H1>
        <Button intent="primary" icon="add" text={t('companies.add')} onClick={create} />
      </header>
      {legalEntities.length === 0 && loading && <Spinner />}
      {legalEntities.length === 0 && !loading && <NonIdealState icon="office" title={t('companies.empty')} />}
      <div className="artel-company-card">
        {legalEntities.map((entity) => (
          <Card key={entity.id} compact>
            <H4>
              <Link to={companyPath(entity.id)}>{entity.name}</Link>
            </H4>
            <p className="artel-company-card__muted">
              {t(`types.${entity.type}`)} · {t('columns.inn')} {entity.taxId} · {t('companies.role')}: {t(`roles.${entity.role}`)}
            </p>
            <p className="artel-company-card__muted">
              {t('companies.members')}: {entity.memberCount} · {t('companies.workspaces')}: {entity.workspaceCount}
            </p>
            <LegalEntityBadges entity={entity} />
          </Card>
        ))}
      </div>
    </>
  );
}
