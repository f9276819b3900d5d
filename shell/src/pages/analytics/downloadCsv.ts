/** Saves a report's CSV under the name the server gives it (fetched with the session's token, so not a plain link). */
import type { ReportQuery, ReportSummary } from './analyticsApi';
import { analyticsApi } from './analyticsApi';

export async function downloadCsv(workspaceId: string, report: ReportSummary, query: ReportQuery): Promise<void> {
  const text = await analyticsApi.csv(workspaceId, report, query);
  // The decoder dropped the byte order mark Excel needs to read the file as UTF-8.
  const blob = new Blob([text.startsWith('\ufeff') ? text : `\ufeff${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${report.id}_${query.from}_${query.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
