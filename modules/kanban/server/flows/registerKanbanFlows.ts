/** What kanban contributes to flows: its triggers (its events' names, and a due-date clock), its actions and its names. */
import type { ModuleServices } from '@artel/sdk/server';
import { kanbanActions } from './cardActions';
import { cardSentences } from './cardSentences';
import { cardEventWords } from './cardEventWords';
import { cardSamples } from './cardSamples';
import { kanbanTriggers } from './cardTriggers';
import { scheduleDueDates } from './dueDateTriggers';
import { kanbanNames } from './kanbanNames';
import { overdueDigestAction } from './overdueDigest';

export function registerKanbanFlows(kanban: ModuleServices): void {
  const describeEvent = cardEventWords(kanban);
  for (const trigger of kanbanTriggers)
    kanban.flows.registerTrigger({ ...trigger, samples: cardSamples(kanban, trigger.type), describeEvent });
  for (const action of kanbanActions(kanban)) kanban.flows.registerAction({ ...action, describe: cardSentences[action.type] });
  kanban.flows.registerAction(overdueDigestAction(kanban));
  kanban.flows.registerNames(kanbanNames(kanban));
  scheduleDueDates(kanban);
}
