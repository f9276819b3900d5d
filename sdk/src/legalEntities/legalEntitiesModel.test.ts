import { $toasts, dismissToast } from '../toasts/toastModel';
import { loginFx, sessionCleared } from '../session/sessionModel';
import { startupSequence } from '../startup/startupSequence';
import {
  $legalEntities,
  $preferredLegalEntity,
  $primaryLegalEntity,
  $selectedLegalEntity,
  $selectedLegalEntityId,
  activateLegalEntityFx,
  checkInnFx,
  createLegalEntityFx,
  deactivateLegalEntityFx,
  deleteLegalEntityFx,
  legalEntitySelected,
  loadLegalEntitiesFx,
  makePrimaryLegalEntityFx,
  togglePreferredLegalEntityFx,
  updateLegalEntityFx,
} from './index';
import { authReply, errorReply, legalEntity, type Replier, startTestServer, type TestServer } from './testing/legalEntitiesTestServer';

const romashka = legalEntity({ id: 'le-1', name: 'ООО «Ромашка»', isPrimary: true });
const vasilek = legalEntity({ id: 'le-2', name: 'ИП Васильков', type: 'individual', taxId: '500100732259', inn: '500100732259' });

let server: TestServer;

function toastTexts(): string[] {
  return $toasts.getState().map((toast) => toast.message);
}

function lastToast(): { message: string; intent: string } | undefined {
  const toasts = $toasts.getState();
  return toasts[toasts.length - 1];
}

/** Answers the list with `list` and everything else with `rest`. */
function serve(list: unknown[], rest: Replier = () => undefined): void {
  server.reply((call) =>
    call.method === 'GET' && call.path === '/profile/legal-entities' ? { status: 200, body: { legalEntities: list } } : rest(call),
  );
}

beforeEach(async () => {
  jest.useFakeTimers();
  // Identical toasts within 500 ms are merged; every test starts well after the last one.
  jest.advanceTimersByTime(10_000);
  for (const toast of $toasts.getState()) dismissToast(toast.id);
  server = startTestServer();
  server.reply(() => authReply());
  await loginFx({ email: 'anna@example.test', password: 'secret123' });
  serve([romashka, vasilek]);
  await loadLegalEntitiesFx();
  legalEntitySelected(null);
  server.calls.length = 0;
});

afterEach(() => {
  sessionCleared();
  localStorage.clear();
  jest.useRealTimers();
});

describe('loading', () => {
  it('keeps the list the server sends', async () => {
    expect($legalEntities.getState().map((entity) => entity.id)).toEqual(['le-1', 'le-2']);
    expect($primaryLegalEntity.getState()?.id).toBe('le-1');
  });

  it("toasts 'Ошибка при загрузке юридических лиц' when the list cannot be loaded", async () => {
    server.reply(() => errorReply(500, 'internal_error', 'Внутренняя ошибка сервера'));
    await expect(loadLegalEntitiesFx()).rejects.toThrow();
    expect(lastToast()).toMatchObject({ message: 'Ошибка при загрузке юридических лиц', intent: 'danger' });
    expect($legalEntities.getState()).toHaveLength(2);
  });

  it('forgets the list when the session ends', () => {
    sessionCleared();
    expect($legalEntities.getState()).toEqual([]);
  });
});

describe('create, update and delete', () => {
  it('creates with the form fields, appends, selects it when nothing was and toasts', async () => {
    const created = legalEntity({ id: 'le-3', name: 'АО «Лютик»' });
    serve([romashka, vasilek], (call) => (call.method === 'POST' ? { status: 201, body: created } : undefined));
    await createLegalEntityFx({ name: 'АО «Лютик»', type: 'company', taxId: '7707083893', address: 'Москва' });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: '/profile/legal-entities',
      body: { name: 'АО «Лютик»', type: 'company', taxId: '7707083893', address: 'Москва' },
    });
    expect($legalEntities.getState().map((entity) => entity.id)).toEqual(['le-1', 'le-2', 'le-3']);
    expect($selectedLegalEntityId.getState()).toBe('le-3');
    expect(localStorage.getItem('selectedLegalEntityId')).toBe('le-3');
    expect(lastToast()).toMatchObject({ message: 'Юридическое лицо успешно создано', intent: 'success' });
  });

  it("shows the server's reason for a refused create and the fallback for an unexplained one", async () => {
    serve([], () => errorReply(409, 'inn_taken', 'Организация с таким ИНН уже зарегистрирована'));
    await expect(createLegalEntityFx({ name: 'X', type: 'company', taxId: '7707083893', address: 'Y' })).rejects.toMatchObject({
      code: 'inn_taken',
    });
    expect(lastToast()?.message).toBe('Организация с таким ИНН уже зарегистрирована');

    jest.advanceTimersByTime(1000);
    serve([], () => errorReply(400, 'validation_error', 'Некорректные данные запроса'));
    await expect(createLegalEntityFx({ name: '' })).rejects.toMatchObject({ code: 'validation_error' });
    expect(lastToast()?.message).toBe('Ошибка при создании юридического лица');
    expect($legalEntities.getState()).toHaveLength(2);
  });

  it('updates one entity in place', async () => {
    const renamed = { ...vasilek, name: 'ИП Васильков А. А.' };
    serve([], (call) =>
      call.method === 'PUT' && call.path === '/profile/legal-entities/le-2' ? { status: 200, body: renamed } : undefined,
    );
    await updateLegalEntityFx({ id: 'le-2', input: { name: 'ИП Васильков А. А.' } });
    expect(server.calls[0]?.body).toEqual({ name: 'ИП Васильков А. А.' });
    expect($legalEntities.getState()[1]?.name).toBe('ИП Васильков А. А.');
    expect(lastToast()?.message).toBe('Юридическое лицо успешно обновлено');
  });

  it('deletes, moves the selection to the first entity left and reloads when the primary one went', async () => {
    legalEntitySelected('le-1');
    const promoted = { ...vasilek, isPrimary: true };
    serve([promoted], (call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    const reloaded = new Promise<void>((resolve) => {
      const subscription = loadLegalEntitiesFx.finally.watch(() => {
        subscription.unsubscribe();
        resolve();
      });
    });
    await deleteLegalEntityFx('le-1');
    await reloaded;
    expect(lastToast()?.message).toBe('Юридическое лицо успешно удалено');
    expect($selectedLegalEntity.getState()?.id).toBe('le-2');
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /profile/legal-entities/le-1',
      'GET /profile/legal-entities',
    ]);
    expect($primaryLegalEntity.getState()?.id).toBe('le-2');
  });

  it('keeps an entity that still has workspaces and says why', async () => {
    serve([], () => errorReply(409, 'legal_entity_has_workspaces', 'У юридического лица есть рабочие пространства'));
    await expect(deleteLegalEntityFx('le-2')).rejects.toThrow();
    expect($legalEntities.getState()).toHaveLength(2);
    expect(lastToast()).toMatchObject({ message: 'У юридического лица есть рабочие пространства', intent: 'danger' });
  });
});

describe('activation', () => {
  it('activates and deactivates with their toasts', async () => {
    serve([], (call) => {
      if (call.path.endsWith('/deactivate')) return { status: 200, body: { ...vasilek, isActive: false } };
      if (call.path.endsWith('/activate')) return { status: 200, body: { ...vasilek, isActive: true } };
      return undefined;
    });
    await deactivateLegalEntityFx('le-2');
    expect($legalEntities.getState()[1]?.isActive).toBe(false);
    expect(lastToast()?.message).toBe('Юридическое лицо деактивировано');
    await activateLegalEntityFx('le-2');
    expect($legalEntities.getState()[1]?.isActive).toBe(true);
    expect(lastToast()?.message).toBe('Юридическое лицо активировано');
  });

  it('uses the action fallback when activation fails without a reason', async () => {
    serve([], () => ({ status: 502, body: 'Bad Gateway' }));
    await expect(activateLegalEntityFx('le-2')).rejects.toThrow();
    expect(lastToast()?.message).toBe('Ошибка при активации юридического лица');
  });
});

describe('primary and preferred', () => {
  it('makes an entity primary and every other one non-primary', async () => {
    serve([], (call) =>
      call.path === '/profile/legal-entities/le-2/primary' ? { status: 200, body: { ...vasilek, isPrimary: true } } : undefined,
    );
    await expect(makePrimaryLegalEntityFx('le-2')).resolves.toMatchObject({ outcome: 'primary' });
    expect($legalEntities.getState().map((entity) => entity.isPrimary)).toEqual([false, true]);
    expect(lastToast()?.message).toBe('Основное юридическое лицо установлено');
  });

  it('falls back to preferred on a 403 and says so (SPEC §8)', async () => {
    serve([], (call) => {
      if (call.path.endsWith('/primary')) return errorReply(403, 'forbidden', 'Недостаточно прав');
      if (call.method === 'PUT' && call.path === '/profile/preferred-legal-entity') {
        return { status: 200, body: { legalEntityId: 'le-2', legalEntity: { ...vasilek, isPreferred: true } } };
      }
      return undefined;
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(makePrimaryLegalEntityFx('le-2')).resolves.toMatchObject({ outcome: 'preferred' });
    warn.mockRestore();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /profile/legal-entities/le-2/primary',
      'PUT /profile/preferred-legal-entity',
    ]);
    expect(server.calls[1]?.body).toEqual({ legalEntityId: 'le-2' });
    expect($preferredLegalEntity.getState()?.id).toBe('le-2');
    expect($primaryLegalEntity.getState()?.id).toBe('le-1');
    expect(toastTexts()).toEqual(['Юр. лицо выбрано как предпочитаемое для вашего профиля']);
  });

  it('treats an access-denied answer like a 403', async () => {
    serve([], (call) => {
      if (call.path.endsWith('/primary')) return errorReply(400, 'access_denied', 'Access denied');
      return { status: 200, body: { legalEntityId: 'le-2', legalEntity: null } };
    });
    await expect(makePrimaryLegalEntityFx('le-2')).resolves.toMatchObject({ outcome: 'preferred' });
  });

  it('does not fall back on other failures', async () => {
    serve([], () => errorReply(500, 'internal_error', 'Внутренняя ошибка сервера'));
    await expect(makePrimaryLegalEntityFx('le-2')).rejects.toThrow();
    expect(server.calls).toHaveLength(1);
    expect(lastToast()?.message).toBe('Ошибка при установке основного юридического лица');
  });

  it('toggles the preferred organisation with the matching toast', async () => {
    serve([], () => ({ status: 200, body: { isPreferred: true, legalEntityId: 'le-2', legalEntity: vasilek } }));
    await togglePreferredLegalEntityFx('le-2');
    expect(server.calls[0]).toMatchObject({ method: 'POST', path: '/organizations/le-2/preferred' });
    expect($preferredLegalEntity.getState()?.id).toBe('le-2');
    expect(lastToast()?.message).toBe('Организация отмечена как основная');

    serve([], () => ({ status: 200, body: { isPreferred: false, legalEntityId: null, legalEntity: vasilek } }));
    await togglePreferredLegalEntityFx('le-2');
    expect($preferredLegalEntity.getState()).toBeNull();
    expect(lastToast()?.message).toBe('Основная организация снята');
  });
});

describe('INN check', () => {
  it('asks the server with the INN and the entity being edited', async () => {
    serve([], () => ({ status: 200, body: { exists: true } }));
    await expect(checkInnFx({ inn: '7707083893', excludeId: 'le-1' })).resolves.toBe(true);
    expect(server.calls[0]).toMatchObject({ path: '/profile/legal-entities/check-inn', query: { inn: '7707083893', excludeId: 'le-1' } });
  });

  it('counts a failed check as not existing, silently', async () => {
    serve([], () => errorReply(500, 'internal_error', 'Внутренняя ошибка сервера'));
    const before = $toasts.getState().length;
    await expect(checkInnFx({ inn: '7707083893' })).resolves.toBe(false);
    expect(server.calls[0]?.query).toEqual({ inn: '7707083893' });
    expect($toasts.getState()).toHaveLength(before);
  });
});

describe("startup step 'load-organisations' (SPEC §4)", () => {
  it('restores the saved organisation when it still exists', async () => {
    legalEntitySelected('le-2');
    serve([romashka, vasilek]);
    const result = await startupSequence.run({});
    expect(result.completed).toContain('load-organisations');
    expect($selectedLegalEntity.getState()?.id).toBe('le-2');
  });

  it('drops a saved id that no longer exists and picks the first', async () => {
    legalEntitySelected('le-gone');
    serve([vasilek, romashka]);
    await startupSequence.run({});
    expect($selectedLegalEntityId.getState()).toBe('le-2');
    expect(localStorage.getItem('selectedLegalEntityId')).toBe('le-2');
  });

  it('forgets the saved id when the user has no organisation', async () => {
    legalEntitySelected('le-gone');
    serve([]);
    await startupSequence.run({});
    expect($selectedLegalEntityId.getState()).toBeNull();
    expect(localStorage.getItem('selectedLegalEntityId')).toBeNull();
  });

  it('only warns when the organisations cannot be loaded', async () => {
    legalEntitySelected('le-1');
    server.reply(() => errorReply(500, 'internal_error', 'Внутренняя ошибка сервера'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await startupSequence.run({});
    warn.mockRestore();
    expect(result.failed.map((failure) => failure.step)).toContain('load-organisations');
    expect($selectedLegalEntityId.getState()).toBe('le-1');
  });
});
