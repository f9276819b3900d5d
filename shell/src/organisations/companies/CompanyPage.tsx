import { Button, Card, H1, H3, Spinner } from '@blueprintjs/core';
import { Link, navigate, useTranslation } from '@artel/sdk';
import { type LegalEntity } from '@artel/sdk/host';
import { type ReactNode, useEffect, useState } from 'react';
import type { ShellPageProps } from '../../routing/shellRoute';
import { LegalEntityBadges } from '../LegalEntityBadges';
import { canManageLegalEntity } from '../legalEntityRights';
import { LegalEntityLoadState } from '../LegalEntityLoadState';
import { useLegalEntity } from '../useLegalEntity';
import { type CompanyDetails, loadCompanyDetails } from './companyData';
import { CompanyPeople } from './CompanyPeople';
import { CompanyRequisites } from './CompanyRequisites';
import { CompanyWorkspaces } from './CompanyWorkspaces';
import { COMPANIES_PATH } from './CompaniesPage';
import '../organisations.css';

function DetailsPart({
  details,
  children,
}: {
  details: CompanyDetails | 'loading' | 'failed';
  children(details: CompanyDetails): ReactNode;
}) {
  const { t } = useTranslation('organisations');
  if (details === 'loading') return <Spinner size={20} />;
  if (details === 'failed') return <p className="artel-company-card__muted">{t('companies.loadFailed')}</p>;
  return <>{children(details)}</>;
}

function CompanyCard({ entity }: { entity: LegalEntity }) {
  const { t } = useTranslation('organisations');
  const [details, setDetails] = useState<CompanyDetails | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let current = true;
    setDetails('loading');
    loadCompanyDetails(entity.id).then(
      (loaded) => current && setDetails(loaded),
      () => current && setDetails('failed'),
    );
    return () => {
      current = false;
    };
  }, [entity.id]);
  return (
    <div className="artel-company-card">
      <div>
        <LegalEntityBadges entity={entity} />{' '}
        <span className="artel-company-card__muted">
          {t('companies.role')}: {t(`roles.${entity.role}`)}
        </span>
      </div>
      <Card>
        <H3>{t('companies.requisites')}</H3>
        <CompanyRequisites entity={entity} />
        {canManageLegalEntity(entity) && (
          <Button
            icon="edit"
            text={t('actions.edit')}
            onClick={() => navigate(`/profile/legal-entities/${encodeURIComponent(entity.id)}/edit`)}
          />
        )}
      </Card>
      <Card>
        <H3>{t('companies.workspaces')}</H3>
        <DetailsPart details={details}>{(loaded) => <CompanyWorkspaces workspaces={loaded.workspaces} />}</DetailsPart>
      </Card>
      <Card>
        <H3>{t('companies.people')}</H3>
        <DetailsPart details={details}>{(loaded) => <CompanyPeople people={loaded.people} />}</DetailsPart>
      </Card>
    </div>
  );
}

/** /companies/{id}: an organisation's card with its requisites, the caller's workspaces in it and its people. */
export function CompanyPage({ params }: ShellPageProps) {
  const { t } = useTranslation('organisations');
  const { state, retry } = useLegalEntity(params.id ?? '');
  return (
    <>
      <p>
        <Link to={COMPANIES_PATH}>← {t('companies.back')}</Link>
      </p>
      <header className="artel-page-header">
        <H1>{state.status === 'loaded' ? state.entity.name : t('companies.title')}</H1>
      </header>
      {state.status === 'loaded' ? <CompanyCard entity={state.entity} /> : <LegalEntityLoadState state={state} onRetry={retry} />}
    </>
  );
}
