import { $toasts, i18n } from '@artel/sdk';
import { dismissToast, loginFx, sessionCleared } from '@artel/sdk/host';
import { authReply, errorReply, legalEntity, startTestServer, type TestServer } from '@artel/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { registerOrganisationsTranslations } from './i18n/organisationsTranslations';
import { LegalEntitiesPage } from './LegalEntitiesPage';

const romashka = legalEntity({ id: 'le-1', name: 'ООО «Ромашка»', isPrimary: true });
const vasilek = legalEntity({
  id: 'le-2',
  name: 'ИП Васильков',
  type: 'individual',
  taxId: '500100732259',
  inn: '500100732259',
  role: 'member',
});
const lyutik = legalEntity({ id: 'le-3', name: 'АО «Лютик»', taxId: '7736207543', inn: '7736207543', isActive: false });

let server: TestServer;

function row(name: string): HTMLElement {
  return screen.getByRole('row', { name: new RegExp(name) });
}

function toastTexts(): string[] {
  return $toasts.getState().map((toast) => toast.message);
}

beforeAll(() => {
  registerOrganisationsTranslations();
  void i18n.changeLanguage('ru');
});

beforeEach(async () => {
  jest.useFakeTimers();
  jest.advanceTimersByTime(10_000);
  for (const toast of $toasts.getState()) dismissToast(toast.id);
  server = startTestServer();
  server.reply(() => authReply());
  await loginFx({ email: 'anna@example.test', password: 'secret123' });
  server.calls.length = 0;
});

afterEach(() => {
  sessionCleared();
  localStorage.clear();
  jest.useRealTimers();
});

describe("'Организации' page", () => {
  it('lists each organisation with its INN, type and state badges', async () => {
    server.reply(() => ({ status: 200, body: { legalEntities: [romashka, vasilek, lyutik] } }));
    render(<LegalEntitiesPage />);
    expect(await screen.findByRole('heading', { name: 'Организации' })).toBeInTheDocument();
    const first = await screen.findByRole('row', { name: /ООО «Ромашка»/ });
    expect(within(first).getByText('7707083893')).toBeInTheDocument();
    expect(within(first).getByText('юр. лицо')).toBeInTheDocument();
    expect(within(first).getByText('Основное')).toBeInTheDocument();
    expect(within(first).getByText('Активно')).toBeInTheDocument();
    expect(within(row('АО «Лютик»')).getByText('Неактивно')).toBeInTheDocument();
    expect(within(row('ИП Васильков')).getByText('ИП')).toBeInTheDocument();
  });

  it('offers editing, activation and deletion only where the role allows it', async () => {
    server.reply(() => ({ status: 200, body: { legalEntities: [romashka, vasilek] } }));
    render(<LegalEntitiesPage />);
    const owned = await screen.findByRole('row', { name: /ООО «Ромашка»/ });
    expect(within(owned).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(within(owned).getByRole('button', { name: 'Деактивировать' })).toBeInTheDocument();
    expect(within(owned).queryByRole('button', { name: 'Сделать основным' })).toBeNull();
    const joined = row('ИП Васильков');
    expect(within(joined).getByRole('button', { name: 'Сделать основным' })).toBeInTheDocument();
    expect(within(joined).queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(within(joined).queryByRole('button', { name: 'Изменить' })).toBeNull();
  });

  it('falls back to preferred when a member may not make it primary', async () => {
    server.reply((call) => {
      if (call.path === '/profile/legal-entities') return { status: 200, body: { legalEntities: [romashka, vasilek] } };
      if (call.path.endsWith('/primary')) return errorReply(403, 'forbidden', 'Недостаточно прав');
      return { status: 200, body: { legalEntityId: 'le-2', legalEntity: { ...vasilek, isPreferred: true } } };
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<LegalEntitiesPage />);
    fireEvent.click(within(await screen.findByRole('row', { name: /ИП Васильков/ })).getByRole('button', { name: 'Сделать основным' }));
    expect(await within(row('ИП Васильков')).findByText('Предпочитаемое')).toBeInTheDocument();
    warn.mockRestore();
    expect(toastTexts()).toContain('Юр. лицо выбрано как предпочитаемое для вашего профиля');
    expect(within(row('ООО «Ромашка»')).getByText('Основное')).toBeInTheDocument();
  });

  it('deactivates an organisation', async () => {
    server.reply((call) =>
      call.path.endsWith('/deactivate')
        ? { status: 200, body: { ...romashka, isActive: false } }
        : { status: 200, body: { legalEntities: [romashka] } },
    );
    render(<LegalEntitiesPage />);
    fireEvent.click(within(await screen.findByRole('row', { name: /ООО «Ромашка»/ })).getByRole('button', { name: 'Деактивировать' }));
    expect(await within(row('ООО «Ромашка»')).findByText('Неактивно')).toBeInTheDocument();
    expect(within(row('ООО «Ромашка»')).getByRole('button', { name: 'Активировать' })).toBeInTheDocument();
    expect(toastTexts()).toContain('Юридическое лицо деактивировано');
  });

  it('deletes only after confirmation', async () => {
    let deleted = false;
    server.reply((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      return { status: 200, body: { legalEntities: deleted ? [] : [lyutik] } };
    });
    render(<LegalEntitiesPage />);
    fireEvent.click(within(await screen.findByRole('row', { name: /АО «Лютик»/ })).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Удалить юридическое лицо «АО «Лютик»»? Это действие нельзя отменить.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(deleted).toBe(false);

    fireEvent.click(within(row('АО «Лютик»')).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /АО «Лютик»/ })).toBeNull());
    expect(deleted).toBe(true);
    expect(toastTexts()).toContain('Юридическое лицо успешно удалено');
    expect(await screen.findByText('У вас пока нет организаций')).toBeInTheDocument();
  });

  it("toasts 'Ошибка при загрузке юридических лиц' when the list cannot be loaded", async () => {
    server.reply(() => errorReply(500, 'internal_error', 'Внутренняя ошибка сервера'));
    render(<LegalEntitiesPage />);
    await waitFor(() => expect(toastTexts()).toContain('Ошибка при загрузке юридических лиц'));
  });
});
