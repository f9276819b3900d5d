import { type FakeServer, sessionCleared, tryLeaving } from '@artel/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../testing/signedIn';
import { BenchmarkDialog } from './BenchmarkDialog';

let server: FakeServer;
let unbind: () => void;

beforeEach(async () => {
  ({ server, unbind } = await signedIn());
  window.history.replaceState(null, '', '/modules/contragents/benchmark');
});
afterEach(() => {
  unbind();
  sessionCleared();
});

it('asks before a link drops a comparison being typed, and lets the page go once it is saved', async () => {
  server.on('POST', '/modules/contragents/benchmarks', { status: 201, body: { benchmark: { id: 'b1', title: 'Поставщик бетона 2027' } } });
  const onSaved = jest.fn();
  render(<BenchmarkDialog onClose={jest.fn()} onSaved={onSaved} />);
  expect(tryLeaving('/profile')).toBe('left');
  window.history.replaceState(null, '', '/modules/contragents/benchmark');
  fireEvent.change(screen.getByRole('textbox', { name: 'Название' }), { target: { value: 'Поставщик бетона 2027' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Вес критерия 1' }), { target: { value: '70' } });
  expect(tryLeaving('/dashboard')).toBe('asked');
  expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Поставщик бетона 2027');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(tryLeaving('/dashboard')).toBe('left');
});
