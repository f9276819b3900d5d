/**
 * Partners (contragents): the module's entry. It declares the pages of the manifest under /modules/contragents —
 * the partner list, a partner's page and the benchmark (the invoices, acts and contracts lists are registered
 * with the documents' pages) — the sidebar item of the benchmark, partners in the top bar's search, and its texts.
 */
import { $language, defineModule, type ModuleDefinition, type ModuleSdk } from '@artel/sdk';
import manifest from '../manifest.json';
import { BenchmarkPage } from './benchmark/BenchmarkPage';
import { bindContragentsSdk } from './contragentsSdk';
import { benchmarksPath } from './paths';
import { PartnerPage } from './partners/PartnerPage';
import { PartnersPage } from './partners/PartnersPage';
import { partnerSearchProvider } from './search/partnerSearch';
import { translations } from './translations';
import './contragents.css';

/** The benchmark's sidebar item under the partners' one, titled in the current language. */
function benchmarkNavigation(sdk: ModuleSdk): () => void {
  let remove = () => {};
  const subscription = $language.watch(() => {
    remove();
    remove = sdk.registerNavigationItem({ id: 'benchmark', path: benchmarksPath(), title: sdk.t('nav.benchmark'), icon: 'comparison', section: 'modules', position: 71 });
  });
  return () => {
    subscription.unsubscribe();
    remove();
  };
}

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
      ]),
      benchmarkNavigation(sdk),
      sdk.search.registerProvider(partnerSearchProvider(sdk)),
    ];
    // Undone in reverse, so the SDK binding made first is forgotten only after the pages that use it.
    return () => cleanups.reverse().forEach((cleanup) => cleanup());
  },
});
