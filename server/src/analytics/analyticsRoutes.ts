/**
 * /api/v1/workspaces/{id}/analytics/reports: the reports of the modules enabled in the workspace with the
 * filters they take, and each report's data as JSON or (…/csv) CSV. Both need `view_analytics`; the CSV, an
 * export of the workspace's data, needs `export_data` too, which SPEC §6 gives the owner only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/database';
import { modules, users, workspaceMembers, workspaceModules } from '../db/schema';
import { boards } from '../db/tables/boards';
import { AppError, requestLocale } from '../http/errors';
import { WorkspaceParamsSchema } from '../workspaces/workspaceSchemas';
import { requireWorkspacePermission } from '../workspaces/workspaceAccess';
import { analyticsCsv } from './analyticsCsv';
import { analyticsPeriod } from './analyticsPeriod';
import { AnalyticsCatalogueSchema, AnalyticsQuerySchema, AnalyticsResultSchema } from './analyticsSchemas';

const REPORT_ID = '^[a-z][a-z0-9-]*\\.[A-Za-z0-9.-]+$';
type AnalyticsQuery = Static<typeof AnalyticsQuerySchema>;

const reportNotFound = () => new AppError(404, 'analytics_report_not_found', 'analytics_report_not_found');
const boardNotFound = () => new AppError(404, 'board_not_found', 'board_not_found');
const memberNotFound = () => new AppError(404, 'member_not_found', 'member_not_found');

async function enabledModules(orm: Orm, workspaceId: string): Promise<Set<string>> {
  const rows = await orm
    .select({ id: workspaceModules.moduleId })
    .from(workspaceModules)
    .innerJoin(modules, eq(modules.id, workspaceModules.moduleId))
    .where(and(eq(workspaceModules.workspaceId, workspaceId), eq(workspaceModules.enabled, true), eq(modules.blocked, false)));
  return new Set(rows.map((row) => row.id));
}

function workspaceBoards(orm: Orm, workspaceId: string) {
  return orm
    .select({ id: boards.id, name: boards.name })
    .from(boards)
    .where(eq(boards.workspaceId, workspaceId))
    .orderBy(asc(boards.name), asc(boards.id));
}

function workspaceMembersOf(orm: Orm, workspaceId: string) {
  return orm
    .select({ id: users.id, name: users.name })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(users.name), asc(users.id));
}

export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;
  const reports = app.analyticsReports;

  app.get(
    '/:id/analytics/reports',
    { schema: { params: WorkspaceParamsSchema, response: { 200: AnalyticsCatalogueSchema } } },
    async (request) => {
      const workspaceId = request.params.id;
      await requireWorkspacePermission(orm, workspaceId, request.user, 'view_analytics');
      const available = reports.ofModules(await enabledModules(orm, workspaceId));
      return {
        reports: available.map(({ id, moduleId, title, kind, filters }) => ({ id, moduleId, title, kind, filters: [...filters] })),
        boards: await workspaceBoards(orm, workspaceId),
        members: await workspaceMembersOf(orm, workspaceId),
      };
    },
  );

  const ReportParams = Type.Object({ id: Type.String(), reportId: Type.String({ pattern: REPORT_ID, maxLength: 100 }) });

  /** The report with the period and filters of the request, computed, once the caller may see it. */
  async function run(workspaceId: string, reportId: string, query: AnalyticsQuery, user: FastifyRequest['user']) {
    await requireWorkspacePermission(orm, workspaceId, user, 'view_analytics');
    const report = reports.get(reportId);
    if (!report || !(await enabledModules(orm, workspaceId)).has(report.moduleId)) throw reportNotFound();
    const period = analyticsPeriod(query);
    const { boardId, memberId } = query;
    if (boardId && !(await workspaceBoards(orm, workspaceId)).some((board) => board.id === boardId)) throw boardNotFound();
    if (memberId && !(await workspaceMembersOf(orm, workspaceId)).some((member) => member.id === memberId)) throw memberNotFound();
    const result = await report.compute({
      workspaceId,
      from: period.from,
      to: period.to,
      timeZone: period.timeZone,
      ...(boardId && report.filters.includes('board') ? { boardId } : {}),
      ...(memberId && report.filters.includes('member') ? { memberId } : {}),
    });
    return { report, period, result };
  }

  app.get(
    '/:id/analytics/reports/:reportId',
    { schema: { params: ReportParams, querystring: AnalyticsQuerySchema, response: { 200: AnalyticsResultSchema } } },
    async (request) => {
      const { period, result } = await run(request.params.id, request.params.reportId, request.query, request.user);
      return { ...result, from: period.fromDay, to: period.toDay };
    },
  );

  app.get(
    '/:id/analytics/reports/:reportId/csv',
    { schema: { params: ReportParams, querystring: AnalyticsQuerySchema } },
    async (request, reply) => {
      await requireWorkspacePermission(orm, request.params.id, request.user, 'export_data');
      const { report, period, result } = await run(request.params.id, request.params.reportId, request.query, request.user);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.id}_${period.fromDay}_${period.toDay}.csv"`)
        .send(analyticsCsv(result, requestLocale(request)));
    },
  );
};
