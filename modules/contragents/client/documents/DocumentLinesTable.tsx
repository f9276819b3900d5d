/**
 * A document's lines in its drawer. On a phone the drawer is the screen's width and the table drops to four
 * columns — the name, quantity with its unit, price and «Сумма» — so the amounts stay on screen; a name too
 * long wraps, and a table still too wide scrolls inside its own box rather than pushing the drawer wider.
 */
import { HTMLTable } from '@blueprintjs/core';
import { formatNumber, useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import type { DocumentDetail } from './documentTypes';
import { money } from './liveTotals';

export function DocumentLinesTable({ lines }: { lines: DocumentDetail['lines'] }) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <div className="documents-drawer__lines-wrap">
      <HTMLTable compact striped className="documents-drawer__lines">
        <thead>
          <tr>
            <th className="documents-drawer__wide-only">№</th>
            <th>{t('documents.editor.lineName')}</th>
            <th className="documents-money">{t('documents.editor.quantity')}</th>
            <th className="documents-drawer__wide-only">{t('documents.editor.unit')}</th>
            <th className="documents-money">{t('documents.editor.price')}</th>
            <th className="documents-money">{t('documents.editor.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.id ?? index}>
              <td className="documents-drawer__wide-only">{index + 1}</td>
              <td className="documents-drawer__line-name">{line.name}</td>
              <td className="documents-money">
                {formatNumber(line.quantity, { maximumFractionDigits: 3 })}
                <span className="documents-drawer__phone-only"> {line.unit}</span>
              </td>
              <td className="documents-drawer__wide-only">{line.unit}</td>
              <td className="documents-money">{money(line.price)}</td>
              <td className="documents-money">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
