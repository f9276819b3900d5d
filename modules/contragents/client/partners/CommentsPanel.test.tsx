import { type FakeServer, sessionCleared, tryLeaving } from '@artel/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerComment } from '../api/partnerTypes';
import { signedIn } from '../testing/signedIn';
import { CommentsPanel } from './CommentsPanel';

let server: FakeServer;
let unbind: () => void;

const members = [
  { userId: 'u-anna', name: 'Анна', email: 'a@example.test', role: 'owner' as const, joinedAt: '' },
  { userId: 'u-ruslan', name: 'Руслан', email: 'r@example.test', role: 'member' as const, joinedAt: '' },
];
const comment = (id: string, authorId: string, text: string): PartnerComment => ({
  id,
  partnerId: 'p1',
  authorId,
  text,
  mentions: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

beforeEach(async () => {
  ({ server, unbind } = await signedIn());
});
afterEach(() => {
  unbind();
  sessionCleared();
});

it('offers the members after «@» as they are typed, writes the picked one in and sends them as mentioned, so the server notifies them', async () => {
  server.on('POST', '/modules/contragents/partners/:id/comments', { status: 201, body: { comment: comment('c9', 'u-anna', 'x') } });
  const onChanged = jest.fn();
  render(<CommentsPanel partnerId="p1" comments={[]} members={members} editable onChanged={onChanged} />);
  const box = await screen.findByRole('combobox', { name: 'Комментарий' });
  await userEvent.type(box, 'Проверь цены, @ру');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Руслан')]);
  await userEvent.keyboard('{Enter}');
  expect(box).toHaveValue('Проверь цены, @Руслан ');
  expect(screen.getByText('Упомянуты: Руслан')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(server.callsTo('POST', '/modules/contragents/partners/p1/comments')[0]!.body).toEqual({
    text: 'Проверь цены, @Руслан',
    mentions: ['u-ruslan'],
  });
});

it('does not mention a member whose picked name was erased before sending', async () => {
  server.on('POST', '/modules/contragents/partners/:id/comments', { status: 201, body: { comment: comment('c9', 'u-anna', 'x') } });
  render(<CommentsPanel partnerId="p1" comments={[]} members={members} editable onChanged={jest.fn()} />);
  const box = await screen.findByRole('combobox', { name: 'Комментарий' });
  await userEvent.type(box, '@Ан');
  await userEvent.click(screen.getByRole('option', { name: /Анна/ }));
  expect(box).toHaveValue('@Анна ');
  await userEvent.clear(box);
  await userEvent.type(box, 'Без упоминаний');
  expect(screen.queryByText(/Упомянуты/)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
  await waitFor(() => expect(server.callsTo('POST', '/modules/contragents/partners/p1/comments')).toHaveLength(1));
  expect(server.callsTo('POST', '/modules/contragents/partners/p1/comments')[0]!.body).toEqual({ text: 'Без упоминаний', mentions: [] });
});

it("offers editing and deleting only on the reader's own comments", async () => {
  render(
    <CommentsPanel
      partnerId="p1"
      comments={[comment('c1', 'u-anna', 'Моё'), comment('c2', 'u-ruslan', 'Чужое')]}
      members={members}
      editable
      onChanged={jest.fn()}
    />,
  );
  expect(screen.getAllByRole('button', { name: 'Изменить' })).toHaveLength(1);
  expect(screen.getAllByRole('button', { name: 'Удалить' })).toHaveLength(1);
  expect(screen.getByText('Руслан', { selector: 'strong' })).toBeInTheDocument();
});

it('keeps a comment typed and not sent as a draft that comes back when the partner opens again', async () => {
  window.history.replaceState(null, '', '/modules/contragents/partners/p1');
  const first = render(<CommentsPanel partnerId="p1" comments={[]} members={members} editable onChanged={jest.fn()} />);
  fireEvent.change(await screen.findByRole('combobox', { name: 'Комментарий' }), { target: { value: 'Позвонить про сроки поставки' } });
  expect(tryLeaving('/dashboard')).toBe('asked');
  first.unmount();
  render(<CommentsPanel partnerId="p1" comments={[]} members={members} editable onChanged={jest.fn()} />);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Комментарий' })).toHaveValue('Позвонить про сроки поставки'));
  server.on('POST', '/modules/contragents/partners/:id/comments', { status: 201, body: { comment: comment('c9', 'u-anna', 'x') } });
  await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Комментарий' })).toHaveValue(''));
  expect(tryLeaving('/dashboard')).toBe('left');
});
