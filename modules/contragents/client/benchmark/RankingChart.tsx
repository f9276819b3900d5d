/**
 * The candidates' totals as horizontal bars, each split into what every criterion adds (weight × normalised
 * score), so one sees why the leader leads: cheap but slow, or dear and excellent.
 */
import { formatNumber, useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import type { RankedRow } from './benchmarkModel';

const COLOURS = ['#2d72d2', '#238551', '#c87619', '#7961db', '#cd4246', '#147eb3', '#d1980b', '#634dbf', '#00a396', '#935610'];
export const criterionColour = (index: number) => COLOURS[index % COLOURS.length]!;

export function RankingChart({ rows }: { rows: RankedRow[] }) {
  const { t } = useTranslation(MODULE_ID);
  const criteria = rows[0]?.parts.map((part) => part.criterion) ?? [];
  return (
    <figure className="contragents-chart" aria-labelledby="ranking-chart-caption">
      <figcaption id="ranking-chart-caption">{t('benchmark.chart')}</figcaption>
      <ul className="contragents-chart__legend">
        {criteria.map((criterion, index) => (
          <li key={criterion.id}>
            <span className="contragents-chart__swatch" style={{ background: criterionColour(index) }} aria-hidden />
            {criterion.name}
          </li>
        ))}
      </ul>
      <ol className="contragents-chart__bars">
        {rows.map((row) => (
          <li key={row.candidate.id} className="contragents-chart__row">
            <span className="contragents-chart__name">{row.candidate.name}</span>
            <span
              className="contragents-chart__track"
              role="img"
              aria-label={`${row.candidate.name}: ${t('benchmark.points', { count: row.total })}`}
            >
              {row.parts.map((part, index) =>
                part.points > 0 ? (
                  <span
                    key={part.criterion.id}
                    className="contragents-chart__part"
                    style={{ width: `${part.points}%`, background: criterionColour(index) }}
                    title={`${part.criterion.name}: ${formatNumber(part.points, { maximumFractionDigits: 1 })}`}
                  />
                ) : null,
              )}
            </span>
            <span className="contragents-chart__total">{formatNumber(row.total, { maximumFractionDigits: 1 })}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
