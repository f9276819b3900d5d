import { ModuleRoutes, navigate, useLocation } from '@artel/sdk';
import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConflictDetails } from '../api/wikiTypes';
import { MODULE_ID } from '../moduleId';
import { article } from '../testing/articles';
import { OTHER, signedIn } from '../testing/signedIn';
import type { WikiConfig } from '../wikiConfig';

// Each test walks a whole page through several requests and a dialog.
jest.setTimeout(20_000);

let server: FakeServer;
let uninstall: () => void;

const contracts = article({ title: 'Договоры', body: 'Срок согласования — пять дней.', tags: ['юристы'], version: 3 });
const conflict: ConflictDetails = {
  current: { title: 'Договоры поставки', body: 'Срок согласования — три дня.', tags: ['юристы'], version: 4, updatedById: OTHER, updatedAt: '2026-11-22T09:00:00.000Z' },
  base: { title: 'Договоры', body: 'Срок согласования — пять дней.', tags: ['юристы'], version: 3 },
};

function Where() {
  return <output aria-label="адрес">{useLocation().pathname}</output>;
}

async function openEditor(path: string, config: Partial<WikiConfig> = { defaultEditor: 'plain' }) {
  ({ server, uninstall } = await signedIn({ config }));
  server.on('GET', '/modules/wiki/articles', { status: 200, body: { articles: [contracts] } });
  server.on('GET', '/modules/wiki/articles/:id', { status: 200, body: { article: contracts } });
  navigate(path);
  render(
    <>
      <ModuleRoutes moduleId={MODULE_ID} />
      <Where />
    </>,
  );
}

afterEach(() => {
  uninstall();
  sessionCleared();
});

it('shows what the other person changed when they saved first, and saves over it only when asked', async () => {
  await openEditor(`/modules/${MODULE_ID}/article/${contracts.id}/edit`);
  const body = await screen.findByRole('textbox', { name: 'Текст' });
  await waitFor(() => expect(body).toHaveValue('Срок согласования — пять дней.'));
  await userEvent.clear(body);
  await userEvent.paste('Срок согласования — неделя.');
  let saves = 0;
  server.on('PUT', '/modules/wiki/articles/:id', (call) => {
    saves += 1;
    return saves === 1
      ? { status: 409, body: { error: { code: 'version_conflict', message: 'Статью изменили', statusCode: 409, details: conflict } } }
      : { status: 200, body: { article: { ...contracts, body: (call.body as { body: string }).body, version: 5 } } };
  });
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

  const dialog = await screen.findByRole('dialog', { name: 'Статью изменили, пока вы её редактировали' });
  expect(within(dialog).getByText(/Борис сохранил\(а\) версию 4/)).toBeInTheDocument();
  expect(within(dialog).getAllByText('пять').some((node) => node.tagName === 'DEL')).toBe(true);
  expect(within(dialog).getAllByText('три').some((node) => node.tagName === 'INS')).toBe(true);
  // Nothing was saved over their version yet.
  expect(saves).toBe(1);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить мою версию поверх' }));
  await waitFor(() => expect(saves).toBe(2));
  const second = server.callsTo('PUT', `/modules/wiki/articles/${contracts.id}`)[1]!.body as { body: string; baseVersion: number };
  expect(second).toMatchObject({ body: 'Срок согласования — неделя.', baseVersion: 4 });
  await waitFor(() => expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent(`/modules/wiki/article/${contracts.id}`));
});

it('takes the other version into the form, and the next save builds on it', async () => {
  await openEditor(`/modules/${MODULE_ID}/article/${contracts.id}/edit`);
  const title = await screen.findByRole('textbox', { name: 'Название' });
  await waitFor(() => expect(title).toHaveValue('Договоры'));
  server.on('PUT', '/modules/wiki/articles/:id', { status: 409, body: { error: { code: 'version_conflict', message: 'Статью изменили', statusCode: 409, details: conflict } } });
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Взять их версию' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(title).toHaveValue('Договоры поставки');
  expect(screen.getByRole('textbox', { name: 'Текст' })).toHaveValue('Срок согласования — три дня.');

  // The next save is based on their version, so it is not refused again for the same reason.
  server.on('PUT', '/modules/wiki/articles/:id', { status: 200, body: { article: { ...contracts, version: 5 } } });
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(server.callsTo('PUT', `/modules/wiki/articles/${contracts.id}`)).toHaveLength(2));
  expect(server.callsTo('PUT', `/modules/wiki/articles/${contracts.id}`)[1]!.body).toMatchObject({ title: 'Договоры поставки', baseVersion: 4 });
});

it('starts a new article from a template and saves it as a draft under the chosen parent', async () => {
  await openEditor(`/modules/${MODULE_ID}/wiki/article/new?title=${encodeURIComponent('Командировки')}`);
  expect(await screen.findByRole('heading', { name: 'Новая статья' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Командировки');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Шаблон' }), 'Инструкция');
  expect((screen.getByRole('textbox', { name: 'Текст' }) as HTMLTextAreaElement).value).toContain('## Шаги');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Родительская страница' }), 'Договоры');
  server.on('POST', '/modules/wiki/articles', (call) => ({ status: 201, body: { article: { ...contracts, id: '00000000-0000-4000-8000-0000000000aa', title: (call.body as { title: string }).title } } }));
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
  await waitFor(() => expect(server.callsTo('POST', '/modules/wiki/articles')).toHaveLength(1));
  expect(server.callsTo('POST', '/modules/wiki/articles')[0]!.body).toMatchObject({ title: 'Командировки', status: 'draft', parentId: contracts.id });
});

it('writes in the markdown editor with its toolbar by default', async () => {
  await openEditor(`/modules/${MODULE_ID}/wiki/article/new`, {});
  expect(await screen.findByRole('toolbar', { name: 'Форматирование' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Жирный (Ctrl+B)' })).toBeInTheDocument();
});
