import { ModuleRoutes, navigate } from '@artel/sdk';
import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrashEntry } from '../api/wikiTypes';
import { MODULE_ID } from '../moduleId';
import { ME, signedIn } from '../testing/signedIn';

jest.setTimeout(20_000);

let server: FakeServer;
let uninstall: () => void;
let entries: TrashEntry[];

const section: TrashEntry = {
  id: '00000000-0000-4000-8000-0000000000d1',
  title: 'Регламенты',
  deletedById: ME,
  deletedAt: '2026-11-20T09:00:00.000Z',
  purgeAt: '2026-12-20T09:00:00.000Z',
  childCount: 2,
};

async function openTrash(role: 'owner' | 'member' | 'viewer') {
  ({ server, uninstall } = await signedIn({ role }));
  entries = [section];
  server.on('GET', '/modules/wiki/trash', () => ({ status: 200, body: { days: 30, entries } }));
  server.on('POST', '/modules/wiki/trash/:id/restore', () => ((entries = []), { status: 200, body: { restored: 3 } }));
  server.on('DELETE', '/modules/wiki/trash/:id', () => ((entries = []), { status: 204 }));
  navigate(`/modules/${MODULE_ID}/trash`);
  render(<ModuleRoutes moduleId={MODULE_ID} />);
}

afterEach(() => {
  uninstall();
  sessionCleared();
});

it('lists a deletion with the pages that went with it, and restores it', async () => {
  await openTrash('owner');
  const row = (await screen.findByText('Регламенты')).closest('tr')!;
  expect(within(row).getByText('и 2 вложенные страницы')).toBeInTheDocument();
  expect(screen.getByText('Удалённые статьи хранятся 30 дней, потом удаляются навсегда.')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Восстановить «Регламенты»' }));
  expect(await screen.findByText('Корзина пуста')).toBeInTheDocument();
  expect(server.callsTo('POST', `/modules/wiki/trash/${section.id}/restore`)).toHaveLength(1);
});

it('deletes for good only after a confirmation', async () => {
  await openTrash('owner');
  const row = (await screen.findByText('Регламенты')).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Удалить навсегда' }));
  expect(await screen.findByText('Удалить «Регламенты» навсегда?')).toBeInTheDocument();
  expect(server.callsTo('DELETE', `/modules/wiki/trash/${section.id}`)).toHaveLength(0);
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Удалить навсегда' }));
  await waitFor(() => expect(server.callsTo('DELETE', `/modules/wiki/trash/${section.id}`)).toHaveLength(1));
  expect(await screen.findByText('Корзина пуста')).toBeInTheDocument();
});

it.each(['viewer', 'member'] as const)('is not open to a %s', async (role) => {
  await openTrash(role);
  expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
  expect(server.callsTo('GET', '/modules/wiki/trash')).toHaveLength(0);
});
