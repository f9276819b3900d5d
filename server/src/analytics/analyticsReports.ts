/**
 * Every report the modules registered, with the module that owns it: the core lists and runs them but never
 * queries a module's tables itself.
 */
import type { AnalyticsReportDefinition, AnalyticsService } from '@artel/sdk/server';

export interface RegisteredReport extends AnalyticsReportDefinition {
  moduleId: string;
}

export class AnalyticsReports {
  private readonly reports = new Map<string, RegisteredReport>();

  serviceFor(moduleId: string): AnalyticsService {
    return {
      registerReport: (report) => {
        if (!report.id.startsWith(`${moduleId}.`))
          throw new Error(`Module ${moduleId} may only register reports named '${moduleId}.…', not '${report.id}'`);
        if (this.reports.has(report.id)) throw new Error(`Analytics report '${report.id}' is registered twice`);
        this.reports.set(report.id, { ...report, moduleId });
      },
    };
  }

  /** The reports of these modules, in registration order. */
  ofModules(moduleIds: ReadonlySet<string>): RegisteredReport[] {
    return [...this.reports.values()].filter((report) => moduleIds.has(report.moduleId));
  }

  get(reportId: string): RegisteredReport | undefined {
    return this.reports.get(reportId);
  }
}
