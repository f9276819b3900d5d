/** The items table of the editor: name, quantity, unit, price and an optional rate per line, with each line's amount. */
import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import type { DocumentDraft, VatRateCode } from './documentTypes';

type Line = DocumentDraft['lines'][number];

interface LineItemsEditorProps {
  lines: Line[];
  amounts: string[];
  rates: Array<{ code: VatRateCode; label: string }>;
  onChange(lines: Line[]): void;
}

export function LineItemsEditor({ lines, amounts, rates, onChange }: LineItemsEditorProps) {
  const { t } = useTranslation(MODULE_ID);
  const change = (index: number, patch: Partial<Line>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const remove = (index: number) => onChange(lines.filter((_, at) => at !== index));
  const add = () => onChange([...lines, { name: '', quantity: '1', unit: t('documents.editor.defaultUnit'), price: '' }]);
  return (
    <fieldset className="documents-lines">
      <legend>{t('documents.editor.lines')}</legend>
      <table className="bp6-html-table bp6-compact documents-lines__table">
        <thead>
          <tr>
            <th>№</th>
            <th>{t('documents.editor.lineName')}</th>
            <th>{t('documents.editor.quantity')}</th>
            <th>{t('documents.editor.unit')}</th>
            <th>{t('documents.editor.price')}</th>
            <th>{t('documents.editor.lineRate')}</th>
            <th className="documents-money">{t('documents.editor.amount')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const number = index + 1;
            return (
              <tr key={index}>
                <td>{number}</td>
                <td>
                  <InputGroup
                    className="documents-lines__name"
                    aria-label={`${t('documents.editor.lineName')} ${number}`}
                    value={line.name}
                    onValueChange={(name) => change(index, { name })}
                  />
                </td>
                <td>
                  <InputGroup
                    className="documents-lines__number"
                    inputMode="decimal"
                    aria-label={`${t('documents.editor.quantity')} ${number}`}
                    value={line.quantity}
                    onValueChange={(quantity) => change(index, { quantity })}
                  />
                </td>
                <td>
                  <InputGroup
                    className="documents-lines__unit"
                    aria-label={`${t('documents.editor.unit')} ${number}`}
                    value={line.unit}
                    onValueChange={(unit) => change(index, { unit })}
                  />
                </td>
                <td>
                  <InputGroup
                    className="documents-lines__number"
                    inputMode="decimal"
                    aria-label={`${t('documents.editor.price')} ${number}`}
                    value={line.price}
                    onValueChange={(price) => change(index, { price })}
                  />
                </td>
                <td>
                  <HTMLSelect
                    aria-label={`${t('documents.editor.lineRate')} ${number}`}
                    value={line.vatRate ?? ''}
                    onChange={(event) => {
                      const code = event.currentTarget.value as VatRateCode | '';
                      const { vatRate: _rate, ...rest } = line;
                      onChange(lines.map((current, at) => (at === index ? (code ? { ...rest, vatRate: code } : rest) : current)));
                    }}
                  >
                    <option value="">{t('documents.editor.documentRate')}</option>
                    {rates.map((rate) => (
                      <option key={rate.code} value={rate.code}>
                        {rate.label}
                      </option>
                    ))}
                  </HTMLSelect>
                </td>
                <td className="documents-money">{amounts[index]}</td>
                <td>
                  <Button
                    variant="minimal"
                    icon="trash"
                    aria-label={t('documents.editor.removeLine', { number })}
                    onClick={() => remove(index)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button icon="add" variant="minimal" onClick={add}>
        {t('documents.editor.addLine')}
      </Button>
    </fieldset>
  );
}
