/** The analytics calls of the core (/workspaces/{id}/analytics/reports), typed as the server answers them. */
import { api, type Language } from '@artel/sdk';

export type Localised = Record<Language, string>;
export type ReportKind = 'line' | 'bar' | 'stackedArea' | 'table';
export type ReportFilter = 'board' | 'member';
export type Cell = string | number | null;

export interface ReportSummary {
  id: string;
  moduleId: string;
  title: Localised;
  kind: ReportKind;
  filters: ReportFilter[];
}

export interface FilterOption {
  id: string;
  name: string;
}

export interface AnalyticsCatalogue {
  reports: ReportSummary[];
  boards: FilterOption[];
  members: FilterOption[];
}

export type DateStep = 'day' | 'week' | 'month';

export interface ReportColumn {
  key: string;
  label: Localised;
  /** `duration`: hours. */
  type: 'date' | 'number' | 'string' | 'duration';
  unit?: Localised;
  /** What the fixed keys of a string column read as. */
  values?: Record<string, Localised>;
  /** The period each row of a date column starts. */
  step?: DateStep;
}

export interface ReportData {
  from: string;
  to: string;
  /** What the numbers cover when the report chose it (the board of a per-board chart). */
  caption?: Localised;
  columns: ReportColumn[];
  rows: Cell[][];
}

export interface ReportQuery {
  from: string;
  to: string;
  timeZone: string;
  boardId: string | null;
  memberId: string | null;
}

const reportsOf = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}/analytics/reports`;

/** Only the filters the report takes are sent, so a cached answer is shared by every other choice. */
function queryFor(report: ReportSummary, query: ReportQuery) {
  return {
    from: query.from,
    to: query.to,
    timeZone: query.timeZone,
    boardId: report.filters.includes('board') ? query.boardId : null,
    memberId: report.filters.includes('member') ? query.memberId : null,
  };
}

export const analyticsApi = {
  catalogue: (workspaceId: string) => api.get<AnalyticsCatalogue>(reportsOf(workspaceId), { cache: false }),
  report: (workspaceId: string, report: ReportSummary, query: ReportQuery) =>
    api.get<ReportData>(`${reportsOf(workspaceId)}/${encodeURIComponent(report.id)}`, { query: queryFor(report, query), cache: false }),
  csv: (workspaceId: string, report: ReportSummary, query: ReportQuery) =>
    api.get<string>(`${reportsOf(workspaceId)}/${encodeURIComponent(report.id)}/csv`, { query: queryFor(report, query), cache: false }),
};
