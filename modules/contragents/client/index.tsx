/**
 * Partners (contragents): the module's entry. It declares the documents pages under /modules/contragents
 * (invoices, acts, contracts), the receivables and overdue-invoices dashboard widgets, and its texts. The
 * sidebar item comes from manifest.json.
 */
import { defineModule, type ModuleDefinition, type ModuleSdk } from '@artel/sdk';
import manifest from '../manifest.json';
import { bindContragentsSdk } from './contragentsSdk';
import { ActsPage, ContractsPage, InvoicesPage } from './documents/DocumentsPage';
import { translations } from './translations';
import { OverdueInvoicesWidget } from './widgets/OverdueInvoicesWidget';
import { ReceivablesWidget } from './widgets/ReceivablesWidget';
import './documents/documents.css';

export const { bootstrap, mount, unmount, definition, install } = defineModule<ModuleSdk>({
  definition: manifest as unknown as ModuleDefinition,
  install(sdk) {
    sdk.addTranslations(translations);
    const cleanups = [
      bindContragentsSdk(sdk),
      sdk.registerRoutes([
        { path: 'invoices', component: InvoicesPage },
        { path: 'acts', component: ActsPage },
        { path: 'contracts', component: ContractsPage },
      ]),
      sdk.widgets.register({ id: 'receivables', title: sdk.t('widgets.receivables'), component: ReceivablesWidget, defaultSize: { w: 1, h: 1 }, maxSize: { w: 2, h: 2 } }),
      sdk.widgets.register({
        id: 'overdue-invoices',
        title: sdk.t('widgets.overdueInvoices'),
        component: OverdueInvoicesWidget,
        defaultSize: { w: 1, h: 1 },
        maxSize: { w: 2, h: 2 },
      }),
    ];
    // In reverse, so the SDK binding goes last.
    return () => cleanups.reverse().forEach((cleanup) => cleanup());
  },
});
