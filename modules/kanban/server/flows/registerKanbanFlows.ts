/** What kanban contributes to flows: its triggers (from its events and a due-date clock) and its actions. */
import type { ModuleServices } from '@artel/sdk/server';
import { kanbanActions } from './cardActions';
import { cardEventWords } from './cardEventWords';
import { cardSamples } from './cardSamples';
import { emitCardTriggers, kanbanTriggers } from './cardTriggers';
import { scheduleDueDates } from './dueDateTriggers';

export function registerKanbanFlows(kanban: ModuleServices): void {
  const describeEvent = cardEventWords(kanban);
  for (const trigger of kanbanTriggers) kanban.flows.registerTrigger({ ...trigger, samples: cardSamples(kanban, trigger.type), describeEvent });
  for (const action of kanbanActions(kanban)) kanban.flows.registerAction(action);
  emitCardTriggers(kanban);
  scheduleDueDates(kanban);
}
