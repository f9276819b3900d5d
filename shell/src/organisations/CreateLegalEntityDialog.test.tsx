import { i18n } from '@artel/sdk';
import { $legalEntities, type LegalEntity, loginFx, sessionCleared } from '@artel/sdk/host';
import { authReply, legalEntity, startTestServer, type TestServer } from '@artel/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CreateLegalEntityDialog } from './CreateLegalEntityDialog';

let server: TestServer;

beforeAll(() => {
  void i18n.changeLanguage('ru');
});

beforeEach(async () => {
  server = startTestServer();
  server.reply(() => authReply());
  await loginFx({ email: 'anna@example.test', password: 'secret123' });
  server.calls.length = 0;
});

afterEach(() => {
  sessionCleared();
  localStorage.clear();
});

describe('Create Legal Entity modal', () => {
  it('has Russian labels, creates through the same form and hands the new entity back', async () => {
    const created = legalEntity({ id: 'le-5', name: 'ООО «Ромашка»' });
    server.reply((call) => {
      if (call.path === '/profile/legal-entities/check-inn') return { status: 200, body: { exists: false } };
      if (call.method === 'POST') return { status: 201, body: created };
      return undefined;
    });
    const onClose = jest.fn();
    const onCreated = jest.fn<void, [LegalEntity]>();
    render(<CreateLegalEntityDialog isOpen onClose={onClose} onCreated={onCreated} />);
    const dialog = screen.getByRole('dialog', { name: 'Создание юридического лица' });
    fireEvent.change(within(dialog).getByLabelText(/^Название/), { target: { value: 'ООО «Ромашка»' } });
    fireEvent.change(within(dialog).getByLabelText(/^ИНН/), { target: { value: '7707083893' } });
    fireEvent.change(within(dialog).getByLabelText(/^Адрес/), { target: { value: 'Москва' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(onClose).toHaveBeenCalled();
    expect($legalEntities.getState().map((entity) => entity.id)).toContain('le-5');
  });
});
