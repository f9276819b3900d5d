/** A report's data as an accessible table: a caption, column headers, the first column as row headers. */
import { HTMLTable } from '@blueprintjs/core';
import type { Language } from '@artel/sdk';
import type { ReportData } from './analyticsApi';
import { cellText } from './cellText';
import { useAnalyticsTranslation } from './i18n/analyticsTranslations';

const ROWS_SHOWN = 100;

export function ReportTable({ data, caption, language }: { data: ReportData; caption: string; language: Language }) {
  const { t } = useAnalyticsTranslation();
  const shown = data.rows.slice(0, ROWS_SHOWN);
  return (
    <div className="artel-report-table">
      <HTMLTable compact striped>
        <caption className="artel-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {data.columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label[language]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, index) => (
            <tr key={index}>
              {row.map((value, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cellText(value, data.columns[column], language)}
                  </th>
                ) : (
                  <td
                    key={column}
                    className={
                      data.columns[column]?.type === 'number' || data.columns[column]?.type === 'duration'
                        ? 'artel-report-table__number'
                        : undefined
                    }
                  >
                    {cellText(value, data.columns[column], language)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {data.rows.length > ROWS_SHOWN && (
        <p className="artel-report-table__note">{t('report.rowsShown', { count: ROWS_SHOWN, total: data.rows.length })}</p>
      )}
    </div>
  );
}
