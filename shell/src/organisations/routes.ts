import { lazyPage } from '../routing/lazyPage';
import type { ShellRoute } from '../routing/shellRoute';
import { registerOrganisationsTranslations } from './i18n/organisationsTranslations';

// The pages are a chunk of their own, fetched when one is first opened: the dashboard does not wait for them.
const CompaniesPage = lazyPage(() => import(/* webpackChunkName: "organisations-pages" */ './companies/CompaniesPage'), 'CompaniesPage');
const CompanyPage = lazyPage(() => import(/* webpackChunkName: "organisations-pages" */ './companies/CompanyPage'), 'CompanyPage');
const CreateCompanyPage = lazyPage(
  () => import(/* webpackChunkName: "organisations-pages" */ './companies/CreateCompanyPage'),
  'CreateCompanyPage',
);
const CreateLegalEntityPage = lazyPage(
  () => import(/* webpackChunkName: "organisations-pages" */ './CreateLegalEntityPage'),
  'CreateLegalEntityPage',
);
const EditLegalEntityPage = lazyPage(
  () => import(/* webpackChunkName: "organisations-pages" */ './EditLegalEntityPage'),
  'EditLegalEntityPage',
);
const LegalEntitiesPage = lazyPage(() => import(/* webpackChunkName: "organisations-pages" */ './LegalEntitiesPage'), 'LegalEntitiesPage');

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
