/** The kanban module's analytics reports (shown on /analytics for workspaces that have kanban). */
import type { ModuleServices } from '@artel/sdk/server';
import { createdVsCompleted } from './createdVsCompleted';
import { cumulativeFlow } from './cumulativeFlow';
import { cycleTime } from './cycleTime';
import { overdueCards } from './overdueCards';
import { throughput } from './throughput';
import { workload } from './workload';

export function registerKanbanReports({ analytics, db }: ModuleServices): void {
  const { orm } = db;
  analytics.registerReport({
    id: 'kanban.createdVsCompleted',
    title: { ru: 'Создано и завершено карточек', en: 'Cards created and completed' },
    kind: 'line',
    filters: ['board', 'member'],
    compute: (query) => createdVsCompleted(orm, query),
  });
  analytics.registerReport({
    id: 'kanban.throughput',
    title: { ru: 'Пропускная способность по неделям', en: 'Throughput per week' },
    kind: 'bar',
    filters: ['board', 'member'],
    compute: (query) => throughput(orm, query),
  });
  analytics.registerReport({
    id: 'kanban.cycleTime',
    title: { ru: 'Время выполнения и время в работе', en: 'Lead time and cycle time' },
    kind: 'line',
    filters: ['board', 'member'],
    compute: (query) => cycleTime(orm, query),
  });
  analytics.registerReport({
    id: 'kanban.cumulativeFlow',
    title: { ru: 'Накопительная диаграмма потока', en: 'Cumulative flow' },
    kind: 'stackedArea',
    filters: ['board'],
    compute: (query) => cumulativeFlow(orm, query),
  });
  analytics.registerReport({
    id: 'kanban.workload',
    title: { ru: 'Нагрузка по участникам', en: 'Workload per member' },
    kind: 'bar',
    filters: ['board', 'member'],
    compute: (query) => workload(orm, query),
  });
  analytics.registerReport({
    id: 'kanban.overdue',
    title: { ru: 'Просроченные карточки', en: 'Overdue cards' },
    kind: 'table',
    filters: ['board', 'member'],
    compute: (query) => overdueCards(orm, query),
  });
}
