import { CreateLegalEntityView } from '../CreateLegalEntityPage';
import { COMPANIES_PATH, companyPath } from './CompaniesPage';

/** /companies/create: the organisation form, landing on the new company's card. */
export function CreateCompanyPage() {
  return <CreateLegalEntityView pathAfterCreate={(entity) => companyPath(entity.id)} cancelPath={COMPANIES_PATH} />;
}
