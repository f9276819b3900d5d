import { $discardQuestion, answerDiscard, type FakeServer, sessionCleared, tryLeaving } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../testing/signedIn';
import { DocumentEditor } from './DocumentEditor';

// The dates fetch the SDK's date picker chunk (Blueprint's datetime, date-fns) and render three pickers in jsdom.
jest.setTimeout(20_000);

let server: FakeServer;
let unbind: () => void;

beforeEach(async () => {
  ({ server, unbind } = await signedIn());
  server.on('GET', '/modules/contragents/partners', {
    status: 200,
    body: { partners: [{ id: 'p1', name: 'ООО «Бетон-Сервис»', inn: '7707083893' }] },
  });
  window.history.replaceState(null, '', '/modules/contragents/contracts');
});
afterEach(() => {
  unbind();
  sessionCleared();
});

const subject = () => screen.getByRole('textbox', { name: 'Предмет договора' });

it('asks before a link or closing drops a contract being typed, and lets the page go once it is saved', async () => {
  server.on('POST', '/modules/contragents/documents', { status: 201, body: { document: { id: 'd1', kind: 'contract', number: 7 } } });
  const onClose = jest.fn();
  const onSaved = jest.fn();
  render(<DocumentEditor kind="contract" partnerId="p1" onClose={onClose} onSaved={onSaved} />);
  fireEvent.change(subject(), { target: { value: 'Поставка бетона М300' } });
  expect(tryLeaving('/dashboard')).toBe('asked');
  await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
  expect($discardQuestion.getState()).toBe(true);
  act(() => answerDiscard(false));
  expect(onClose).not.toHaveBeenCalled();
  expect(subject()).toHaveValue('Поставка бетона М300');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(tryLeaving('/dashboard')).toBe('left');
});

it('keeps what was typed when the dialog goes, brings it back next time, and forgets it once saved', async () => {
  const first = render(<DocumentEditor kind="contract" partnerId="p1" onClose={jest.fn()} onSaved={jest.fn()} />);
  fireEvent.change(subject(), { target: { value: 'Поставка бетона М300' } });
  first.unmount();
  const second = render(<DocumentEditor kind="contract" partnerId="p1" onClose={jest.fn()} onSaved={jest.fn()} />);
  await waitFor(() => expect(subject()).toHaveValue('Поставка бетона М300'));
  expect(screen.getByText(/Возвращено то, что было введено и не сохранено/)).toBeInTheDocument();
  server.on('POST', '/modules/contragents/documents', { status: 201, body: { document: { id: 'd1', kind: 'contract', number: 7 } } });
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(server.callsTo('POST', '/modules/contragents/documents')).toHaveLength(1));
  second.unmount();
  render(<DocumentEditor kind="contract" partnerId="p1" onClose={jest.fn()} onSaved={jest.fn()} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(subject()).toHaveValue('');
});
