/**
 * Partners (contragents): the module's entry. It declares the pages of the manifest under /modules/contragents —
 * the partner list, a partner's page, the benchmark, the invoices, acts and contracts — the sidebar item of the
 * benchmark, partners in the top bar's search, the receivables and overdue-invoices dashboard widgets, and its texts.
 */
import { defineModule, lazyComponent, type ModuleDefinition, type ModuleSdk } from '@artel/sdk';
import manifest from '../manifest.json';
import { bindContragentsSdk } from './contragentsSdk';
import { benchmarksPath } from './paths';
import { documentSearchProvider } from './search/documentSearch';
import { partnerSearchProvider } from './search/partnerSearch';
import { translations } from './translations';
import './contragents.css';
import './documents/documents.css';

// Pages and widgets are chunks of their own: the dashboard fetches the two widgets, not the partner pages.
const PartnersPage = lazyComponent(() => import(/* webpackChunkName: "contragents-partners" */ './partners/PartnersPage'), 'PartnersPage');
const PartnerPage = lazyComponent(() => import(/* webpackChunkName: "contragents-partner" */ './partners/PartnerPage'), 'PartnerPage');
const BenchmarkPage = lazyComponent(
  () => import(/* webpackChunkName: "contragents-benchmark" */ './benchmark/BenchmarkPage'),
  'BenchmarkPage',
);
const loadDocuments = () => import(/* webpackChunkName: "contragents-documents" */ './documents/DocumentsPage');
const InvoicesPage = lazyComponent(loadDocuments, 'InvoicesPage');
const ActsPage = lazyComponent(loadDocuments, 'ActsPage');
const ContractsPage = lazyComponent(loadDocuments, 'ContractsPage');
const loadWidgets = () => import(/* webpackChunkName: "contragents-widgets" */ './widgets/dashboardWidgets');
const ReceivablesWidget = lazyComponent(loadWidgets, 'ReceivablesWidget');
const OverdueInvoicesWidget = lazyComponent(loadWidgets, 'OverdueInvoicesWidget');

export const { bootstrap, mount, unmount, definition, install } = defineModule<ModuleSdk>({
  definition: manifest as unknown as ModuleDefinition,
  install(sdk) {
    sdk.addTranslations(translations);
    bindContragentsSdk(sdk);
    sdk.registerRoutes([
      { path: '', component: PartnersPage },
      { path: 'partners', component: PartnersPage },
      { path: 'partners/:id', component: PartnerPage },
      { path: 'benchmark', component: BenchmarkPage },
      { path: 'invoices', component: InvoicesPage },
      { path: 'acts', component: ActsPage },
      { path: 'contracts', component: ContractsPage },
    ]);
    // The benchmark's sidebar item, under the partners' one.
    sdk.registerTranslatedNavigationItem({
      id: 'benchmark',
      path: benchmarksPath(),
      titleKey: 'nav.benchmark',
      icon: 'comparison',
      section: 'modules',
      position: 71,
    });
    sdk.search.registerProvider(partnerSearchProvider(sdk));
    sdk.search.registerProvider(documentSearchProvider(sdk));
    sdk.widgets.register({
      id: 'receivables',
      title: sdk.t('widgets.receivables'),
      component: ReceivablesWidget,
      defaultSize: { w: 1, h: 1 },
      maxSize: { w: 2, h: 2 },
    });
    sdk.widgets.register({
      id: 'overdue-invoices',
      title: sdk.t('widgets.overdueInvoices'),
      component: OverdueInvoicesWidget,
      defaultSize: { w: 1, h: 1 },
      maxSize: { w: 2, h: 2 },
    });
  },
});
