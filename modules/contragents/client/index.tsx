/**
 * Partners (contragents): the module's entry. It declares the pages of the manifest under /modules/contragents —
 * the partner list, a partner's page, the benchmark, the invoices, acts and contracts — the sidebar item of the
 * benchmark, partners in the top bar's search, the receivables and overdue-invoices dashboard widgets, and its texts.
 */
import { defineModule, type ModuleDefinition, type ModuleSdk } from '@artel/sdk';
import manifest from '../manifest.json';
import { BenchmarkPage } from './benchmark/BenchmarkPage';
import { bindContragentsSdk } from './contragentsSdk';
import { ActsPage, ContractsPage, InvoicesPage } from './documents/DocumentsPage';
import { benchmarksPath } from './paths';
import { PartnerPage } from './partners/PartnerPage';
import { PartnersPage } from './partners/PartnersPage';
import { partnerSearchProvider } from './search/partnerSearch';
import { translations } from './translations';
import { OverdueInvoicesWidget } from './widgets/OverdueInvoicesWidget';
import { ReceivablesWidget } from './widgets/ReceivablesWidget';
import './contragents.css';
import './documents/documents.css';

export const { bootstrap, mount, unmount, definition, install } = defineModule<ModuleSdk>({
  definition: manifest as unknown as ModuleDefinition,
  install(sdk) {
    sdk.addTranslations(translations);
    const cleanups = [
      bindContragentsSdk(sdk),
      sdk.registerRoutes([
        { path: '', component: PartnersPage },
        { path: 'partners', component: PartnersPage },
        { path: 'partners/:id', component: PartnerPage },
        { path: 'benchmark', component: BenchmarkPage },
        { path: 'invoices', component: InvoicesPage },
        { path: 'acts', component: ActsPage },
        { path: 'contracts', component: ContractsPage },
      ]),
      // The benchmark's sidebar item, under the partners' one.
      sdk.registerTranslatedNavigationItem({ id: 'benchmark', path: benchmarksPath(), titleKey: 'nav.benchmark', icon: 'comparison', section: 'modules', position: 71 }),
      sdk.search.registerProvider(partnerSearchProvider(sdk)),
      sdk.widgets.register({ id: 'receivables', title: sdk.t('widgets.receivables'), component: ReceivablesWidget, defaultSize: { w: 1, h: 1 }, maxSize: { w: 2, h: 2 } }),
      sdk.widgets.register({
        id: 'overdue-invoices',
        title: sdk.t('widgets.overdueInvoices'),
        component: OverdueInvoicesWidget,
        defaultSize: { w: 1, h: 1 },
        maxSize: { w: 2, h: 2 },
      }),
    ];
    // Undone in reverse, so the SDK binding made first is forgotten only after the pages that use it.
    return () => cleanups.reverse().forEach((cleanup) => cleanup());
  },
});
