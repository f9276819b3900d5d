/**
 * Reports a module contributes to the workspace's analytics (/analytics): the platform lists them, checks the
 * caller's `view_analytics`, resolves the period and filters, and answers JSON or CSV; the module computes the
 * numbers in SQL over its own tables.
 */
import type { LocalisedText } from './moduleError';

export type AnalyticsChartKind = 'line' | 'bar' | 'stackedArea' | 'table';
export type AnalyticsFilter = 'board' | 'member';
/** `duration`: a number of hours, shown in hours below a day and in days above. */
export type AnalyticsValueType = 'date' | 'number' | 'string' | 'duration';
export type AnalyticsDateStep = 'day' | 'week' | 'month';

export interface AnalyticsQuery {
  workspaceId: string;
  /** The period, `from` inclusive and `to` exclusive, both at midnight in `timeZone`. */
  from: Date;
  to: Date;
  /** A board of the workspace, when the report declared the 'board' filter and the caller chose one. */
  boardId?: string;
  /** A member of the workspace, when the report declared the 'member' filter and the caller chose one. */
  memberId?: string;
  /** IANA zone the days, weeks and months are counted in. */
  timeZone: string;
}

export interface AnalyticsColumn {
  key: string;
  label: LocalisedText;
  type: AnalyticsValueType;
  /** Shown after numbers ('₽', 'h'); localised when it is a word. */
  unit?: LocalisedText;
  /** For a `string` column of fixed keys ('notDue', 'days1to30'…): what each key reads as, in every language. */
  values?: Record<string, LocalisedText>;
  /** For a `date` column: the period each row stands for, which the chart's ticks follow (a row's date is its start). */
  step?: AnalyticsDateStep;
}

/** `date` cells are 'YYYY-MM-DD' strings, `number` cells numbers (or null where there is none). */
export interface AnalyticsResult {
  /** What the numbers cover when the report chose it itself (the board a per-board chart shows). */
  caption?: LocalisedText;
  columns: AnalyticsColumn[];
  rows: Array<Array<string | number | null>>;
}

export interface AnalyticsReportDefinition {
  /** Unique across the platform, starting with the module's id: 'kanban.throughput'. */
  id: string;
  title: LocalisedText;
  kind: AnalyticsChartKind;
  filters: readonly AnalyticsFilter[];
  compute(query: AnalyticsQuery): Promise<AnalyticsResult>;
}

export interface AnalyticsService {
  /** Offers the report in every workspace that has the module enabled, in registration order. */
  registerReport(report: AnalyticsReportDefinition): void;
}
