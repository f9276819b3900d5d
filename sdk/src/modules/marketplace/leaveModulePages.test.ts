import { i18n } from '../../i18n/i18n';
import { $location, navigate } from '../../router/router';
import { sessionCleared } from '../../session/sessionModel';
import { $toasts } from '../../toasts/toastModel';
import { installFakeServer, type FakeServer } from '../../workspace/testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn } from '../../workspace/testing/workspaceFixtures';
import { initWorkspaceContextFx } from '../../workspace/workspaceModel';
import { moduleRegistry } from '../registry/moduleRegistry';
import { noteModuleBlocked } from './blockedModules';
import { leaveModulePages } from './leaveModulePages';

const workspace = makeWorkspace('w-alpha', { name: 'Alpha' });
let server: FakeServer;

const toastMessages = () => $toasts.getState().map((toast) => toast.message);

beforeAll(async () => {
  await i18n.changeLanguage('en');
  moduleRegistry.register({ id: 'notes', name: 'Notes', version: '1.0.0', path: '/modules/notes', installMethod: 'upload' });
});
afterAll(() => moduleRegistry.unregister('notes'));
beforeEach(async () => {
  localStorage.clear();
  server = installFakeServer();
  serveWorkspaces(server, [workspace]);
  await signIn(server);
});
afterEach(() => sessionCleared());

describe('leaving the pages of a module that stops (SPEC §4)', () => {
  it('sends a user on the module to the current workspace page with a toast', async () => {
    await initWorkspaceContextFx();
    navigate('/modules/notes/list/1');
    leaveModulePages('notes');
    expect($location.getState().pathname).toBe('/workspaces/w-alpha');
    expect(toastMessages()).toContain('Module Notes was disabled in this workspace');
  });

  it('says the module was blocked when the server said so, once', async () => {
    await initWorkspaceContextFx();
    noteModuleBlocked('notes', true);
    navigate('/modules/notes');
    leaveModulePages('notes');
    expect(toastMessages()).toContain('Module Notes was blocked by the platform administrator');
    navigate('/modules/notes');
    leaveModulePages('notes');
    expect(toastMessages().filter((message) => message.includes('blocked'))).toHaveLength(1);
  });

  it('sends them to the dashboard when no workspace is current', () => {
    navigate('/modules/notes');
    leaveModulePages('notes');
    expect($location.getState().pathname).toBe('/dashboard');
  });

  it('leaves a user elsewhere, or on another module, where they are', () => {
    navigate('/modules/notesx');
    leaveModulePages('notes');
    expect($location.getState().pathname).toBe('/modules/notesx');
    navigate('/marketplace');
    leaveModulePages('notes');
    expect($location.getState().pathname).toBe('/marketplace');
  });

  it('leaves a signed-out user to the auth guard', () => {
    sessionCleared();
    navigate('/modules/notes');
    leaveModulePages('notes');
    expect($location.getState().pathname).toBe('/modules/notes');
  });
});
