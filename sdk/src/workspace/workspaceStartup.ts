/** Fills step 'init-workspace' of SPEC §4 'Startup order': after the organisations, before the modules. */
import { startupSequence } from '../startup/startupSequence';
import { initWorkspaceContextFx } from './workspaceModel';

startupSequence.setStep('init-workspace', async () => {
  await initWorkspaceContextFx();
});
