/**
 * @artel/sdk/testing — for Jest only, never in a bundle: scripted servers and fixtures, and the few host
 * calls a test needs to put the platform into a state (signed in, in a workspace) the way the shell would.
 * A module's tests may import it beside `@artel/sdk`.
 */
export * from './workspace/testing/fakeServer';
export * from './workspace/testing/workspaceFixtures';
export * from './notifications/testing/notificationFixtures';
export {
  type RecordedCall,
  type Reply,
  type Replier,
  type TestServer,
  startTestServer,
  errorReply,
  authReply,
  legalEntity,
} from './legalEntities/testing/legalEntitiesTestServer';
export { loginFx, sessionCleared } from './session/sessionModel';
export { setApiWorkspaceSource } from './api/apiClient';
export { initWorkspaceContextFx } from './workspace';
export { workspaceEventReceived, workspaceResyncNeeded, deliveryTransportChanged } from './notifications/notificationsModel';
export { createModuleSdk } from './modules/moduleSdk';
export { tearDownModule } from './modules/moduleTeardown';
export { $leaveRequest, stayOnPage } from './unsaved/navigationGuard';
export { type ModuleUnderTest, signedInToModule } from './modules/testing/signedInToModule';
export { tryLeaving } from './unsaved/testing/tryLeaving';
export { $discardQuestion, answerDiscard } from './unsaved/discardQuestion';
