import type { ShellRoute } from '../routing/shellRoute';
import { CompaniesPage } from './companies/CompaniesPage';
import { CompanyPage } from './companies/CompanyPage';
import { CreateCompanyPage } from './companies/CreateCompanyPage';
import { CreateLegalEntityPage } from './CreateLegalEntityPage';
import { EditLegalEntityPage } from './EditLegalEntityPage';
import { registerOrganisationsTranslations } from './i18n/organisationsTranslations';
import { LegalEntitiesPage } from './LegalEntitiesPage';

registerOrganisationsTranslations();

/** SPEC §2: /profile/legal-entities ('Организации') with create and edit, and /companies with create and a card. */
export const organisationsRoutes: ShellRoute[] = [
  { pattern: '/profile/legal-entities', component: LegalEntitiesPage },
  { pattern: '/profile/legal-entities/create', component: CreateLegalEntityPage },
  { pattern: '/profile/legal-entities/:id/edit', component: EditLegalEntityPage },
  { pattern: '/companies', component: CompaniesPage },
  { pattern: '/companies/create', component: CreateCompanyPage },
  { pattern: '/companies/:id', component: CompanyPage },
];
