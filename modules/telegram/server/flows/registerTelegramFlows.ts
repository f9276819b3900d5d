/** What Telegram contributes to flows: "task detected in a chat" and "post to the board's chat". */
import type { FlowsService, ModuleOrm, ModuleServices, SchedulerService } from '@artel/sdk/server';
import type { TokenCipher } from '../tokenCipher';
import type { BotApiFor } from '../botApi';
import { postToChatAction } from './postToChat';
import { DETECTION_SWEEP_MS, detectedTaskSamples, fireDetectedTasks, taskDetectedTrigger } from './taskDetected';

export function registerTelegramFlows(
  orm: ModuleOrm,
  flows: FlowsService,
  scheduler: SchedulerService,
  cipher: TokenCipher,
  botApiFor: BotApiFor,
  access: Pick<ModuleServices, 'contexts' | 'permissions'>,
): void {
  flows.registerTrigger({ ...taskDetectedTrigger, samples: detectedTaskSamples(orm, access) });
  flows.registerAction(postToChatAction(orm, cipher, botApiFor));
  scheduler.every('flow-detected-tasks', DETECTION_SWEEP_MS, () => {
    const slot = Math.floor(Date.now() / DETECTION_SWEEP_MS) * DETECTION_SWEEP_MS;
    return fireDetectedTasks(orm, flows, new Date(slot - DETECTION_SWEEP_MS), new Date(slot));
  });
}
