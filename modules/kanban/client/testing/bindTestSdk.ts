import { createModuleSdk } from '@artel/sdk/testing';
import { bindKanbanSdk } from '../kanbanSdk';
import { MODULE_ID } from '../moduleId';

/** Hands kanban its SDK as install(sdk) would, for a test that renders its pages or calls its API. */
export function bindTestSdk(): () => void {
  return bindKanbanSdk(createModuleSdk(MODULE_ID));
}
