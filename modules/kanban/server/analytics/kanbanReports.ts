/** The kanban module's analytics reports (shown on /analytics for workspaces that have kanban). */
import type { AnalyticsQuery, AnalyticsReportDefinition, AnalyticsResult, ModuleOrm, ModuleServices } from '@artel/sdk/server';
import { createdVsCompleted } from './createdVsCompleted';
import { cumulativeFlow } from './cumulativeFlow';
import { cycleTime } from './cycleTime';
import { overdueCards } from './overdueCards';
import { throughput } from './throughput';
import { workload } from './workload';

type KanbanReport = Omit<AnalyticsReportDefinition, 'compute'> & {
  compute(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult>;
};

/** In the order /analytics lists them. */
const REPORTS: readonly KanbanReport[] = [
  {
    id: 'kanban.createdVsCompleted',
    title: { ru: 'Создано и завершено карточек', en: 'Cards created and completed' },
    kind: 'line',
    filters: ['board', 'member'],
    compute: createdVsCompleted,
  },
  {
    id: 'kanban.throughput',
    title: { ru: 'Пропускная способность по неделям', en: 'Throughput per week' },
    kind: 'bar',
    filters: ['board', 'member'],
    compute: throughput,
  },
  {
    id: 'kanban.cycleTime',
    title: { ru: 'Время выполнения и время в работе', en: 'Lead time and cycle time' },
    kind: 'line',
    filters: ['board', 'member'],
    compute: cycleTime,
  },
  {
    id: 'kanban.cumulativeFlow',
    title: { ru: 'Накопительная диаграмма потока', en: 'Cumulative flow' },
    kind: 'stackedArea',
    filters: ['board'],
    compute: cumulativeFlow,
  },
  {
    id: 'kanban.workload',
    title: { ru: 'Нагрузка по участникам', en: 'Workload per member' },
    kind: 'bar',
    filters: ['board', 'member'],
    compute: workload,
  },
  {
    id: 'kanban.overdue',
    title: { ru: 'Просроченные карточки', en: 'Overdue cards' },
    kind: 'table',
    filters: ['board', 'member'],
    compute: overdueCards,
  },
];

export function registerKanbanReports({ analytics, db }: ModuleServices): void {
  const { orm } = db;
  for (const { compute, ...report } of REPORTS) analytics.registerReport({ ...report, compute: (query) => compute(orm, query) });
}
