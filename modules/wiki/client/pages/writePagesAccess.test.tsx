import { ModuleRoutes, navigate } from '@artel/sdk';
import { sessionCleared } from '@artel/sdk/testing';
import { render, screen } from '@testing-library/react';
import { MODULE_ID } from '../moduleId';
import { article } from '../testing/articles';
import { signedIn } from '../testing/signedIn';

// The editor's page loads its lazy parts on first use: as the other page tests, more than the default 5 s on a busy machine.
jest.setTimeout(20_000);

const contracts = article({ title: 'Договоры', body: 'Срок согласования — пять дней.' });
let uninstall: () => void;

async function open(path: string, role: 'owner' | 'member' | 'viewer') {
  const signed = await signedIn({ role, config: { defaultEditor: 'plain' } });
  uninstall = signed.uninstall;
  signed.server.on('GET', '/modules/wiki/articles', { status: 200, body: { articles: [contracts] } });
  signed.server.on('GET', '/modules/wiki/articles/:id', { status: 200, body: { article: contracts } });
  navigate(path);
  render(<ModuleRoutes moduleId={MODULE_ID} />);
}

afterEach(() => {
  uninstall();
  sessionCleared();
});

it.each([
  ['the new article page', `/modules/${MODULE_ID}/wiki/article/new`],
  ['the edit page', `/modules/${MODULE_ID}/article/${contracts.id}/edit`],
])('refuses %s to a viewer, with the way back to the wiki', async (_, path) => {
  await open(path, 'viewer');
  expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Текст' })).toBeNull();
  expect(screen.getByRole('link', { name: 'К главной странице модуля' }).getAttribute('href')).toBe(`/modules/${MODULE_ID}`);
});

it('opens the editor for a member', async () => {
  await open(`/modules/${MODULE_ID}/wiki/article/new`, 'member');
  expect(await screen.findByRole('textbox', { name: 'Текст' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Нет доступа' })).toBeNull();
});
