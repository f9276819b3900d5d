/**
 * The partners module's second answer to the top bar's search: invoices, acts and contracts found by number,
 * partner or amount (GET documents/search), each opening in its drawer over its list.
 */
import { formatDate, formatMoney, i18n, type ModuleSdk, type SearchProvider } from '@artel/sdk';
import { documentsApi } from '../documents/documentsApi';
import { documentPath } from '../documents/documentPaths';
import type { DocumentKind } from '../documents/documentTypes';
import { matchRanges } from './matchRanges';

/** Blueprint icons: a paper to pay, a paper ticked off, a paper being signed. */
const KIND_ICONS: Record<DocumentKind, string> = { invoice: 'document', act: 'saved', contract: 'annotation' };

export function documentSearchProvider(sdk: Pick<ModuleSdk, 'moduleId'>): SearchProvider {
  return {
    id: 'documents',
    title: `${sdk.moduleId}:search.documentsGroup`,
    async search({ text, limit }) {
      const found = await documentsApi.search(text, limit);
      return found.map((document) => {
        const title = i18n.t('contragents:search.documentTitle', {
          kind: i18n.t(`contragents:documents.kind.${document.kind}`),
          number: document.number,
        });
        return {
          id: document.id,
          title,
          titleHighlights: matchRanges(title, text),
          // The partner leads, so the marks found in its name keep their offsets.
          description: [document.partnerName, formatMoney(document.total), formatDate(document.date)].join(' · '),
          descriptionHighlights: matchRanges(document.partnerName, text),
          path: documentPath(document.kind, document.id),
          icon: KIND_ICONS[document.kind],
        };
      });
    },
  };
}
