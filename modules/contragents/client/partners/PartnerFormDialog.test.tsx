import { $discardQuestion, answerDiscard, errorBody, type FakeServer, sessionCleared, tryLeaving } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../testing/signedIn';
import { PartnerFormDialog } from './PartnerFormDialog';

let server: FakeServer;
let unbind: () => void;

beforeEach(async () => {
  ({ server, unbind } = await signedIn());
});
afterEach(() => {
  unbind();
  sessionCleared();
});

/** Typing letter by letter into a Blueprint dialog is slow under jsdom; the form reads only the final value. */
function fill(name: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

function fillValidCompany() {
  fill('Название', 'ООО «Бетон»');
  fill('ИНН', '7707083893');
}

it('refuses a wrong INN check digit under the field without asking the server', async () => {
  render(<PartnerFormDialog onClose={jest.fn()} onSaved={jest.fn()} />);
  fill('Название', 'ООО «Бетон»');
  fill('ИНН', '7707083890');
  await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
  expect(await screen.findByText('Неверный ИНН: не совпадает контрольное число')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'ИНН' })).toHaveAttribute('aria-invalid', 'true');
  expect(server.callsTo('POST', '/modules/contragents/partners')).toHaveLength(0);
});

it('shows an INN already taken under the field, naming the holder, with a link to it', async () => {
  server.on('POST', '/modules/contragents/partners', {
    status: 409,
    body: {
      error: {
        code: 'partners.innTaken',
        statusCode: 409,
        message: 'Партнер с ИНН 7707083893 уже есть: «Бетон-Сервис»',
        details: { field: 'inn', partnerId: 'p-held' },
      },
    },
  });
  const onSaved = jest.fn();
  render(<PartnerFormDialog onClose={jest.fn()} onSaved={onSaved} />);
  fillValidCompany();
  await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Партнер с ИНН 7707083893 уже есть: «Бетон-Сервис»');
  expect(document.getElementById('partner-inn-help')).toHaveTextContent('Партнер с ИНН 7707083893 уже есть: «Бетон-Сервис»');
  expect(screen.getByRole('link', { name: 'Открыть существующего партнера' })).toHaveAttribute(
    'href',
    '/modules/contragents/partners/p-held',
  );
  expect(onSaved).not.toHaveBeenCalled();
});

it("marks each field the server's validation names, a bank account's BIK included", async () => {
  server.on('POST', '/modules/contragents/partners', {
    status: 400,
    body: {
      error: {
        code: 'validation.bik.prefix',
        statusCode: 400,
        message: 'БИК российского банка начинается с 04',
        details: {
          fields: [{ field: 'bankAccounts.0.bik', code: 'validation.bik.prefix', message: 'БИК российского банка начинается с 04' }],
        },
      },
    },
  });
  render(<PartnerFormDialog onClose={jest.fn()} onSaved={jest.fn()} />);
  fillValidCompany();
  await userEvent.click(screen.getByRole('button', { name: 'Добавить счёт' }));
  // The client's own check passes this account: only the server refuses it here.
  fill('Банк', 'ПАО Сбербанк');
  fill('БИК', '044525225');
  fill('Корр. счёт', '30101810400000000225');
  fill('Расчётный счёт', '40702810200000000001');
  await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
  expect(await screen.findByText('БИК российского банка начинается с 04')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'БИК' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const [call] = server.callsTo('POST', '/modules/contragents/partners');
  expect(call!.body).toMatchObject({ name: 'ООО «Бетон»', inn: '7707083893', bankAccounts: [{ bik: '044525225', isPrimary: true }] });
});

it('says a refusal that concerns no field above the buttons', async () => {
  server.on('POST', '/modules/contragents/partners', errorBody(403, 'forbidden', 'Недостаточно прав'));
  render(<PartnerFormDialog onClose={jest.fn()} onSaved={jest.fn()} />);
  fillValidCompany();
  await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Недостаточно прав');
});

describe('unsaved changes', () => {
  beforeEach(() => window.history.replaceState(null, '', '/modules/contragents/partners'));

  it('asks before a link drops a half-typed partner, and lets the page go once it is saved', async () => {
    server.on('POST', '/modules/contragents/partners', { status: 201, body: { partner: { id: 'p-new', name: 'ООО «Бетон»' } } });
    const onSaved = jest.fn();
    render(<PartnerFormDialog onClose={jest.fn()} onSaved={onSaved} />);
    fill('Название', 'ООО «Бетон»');
    expect(tryLeaving('/dashboard')).toBe('asked');
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('ООО «Бетон»');
    fill('ИНН', '7707083893');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(tryLeaving('/dashboard')).toBe('left');
  });

  it('asks before the dialog closes over typed text, and closes an untouched one at once', async () => {
    const onClose = jest.fn();
    render(<PartnerFormDialog onClose={onClose} onSaved={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fill('Название', 'ООО «Бетон»');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect($discardQuestion.getState()).toBe(true);
    act(() => answerDiscard(false));
    await Promise.resolve();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('ООО «Бетон»');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    act(() => answerDiscard(true));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
