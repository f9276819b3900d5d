import { $toasts, ModuleRoutes, navigate, useLocation } from '@artel/sdk';
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
  current: {
    title: 'Договоры поставки',
    body: 'Срок согласования — три дня.',
    tags: ['юристы'],
    version: 4,
    updatedById: OTHER,
    updatedAt: '2026-11-22T09:00:00.000Z',
  },
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

const refusal = (details: ConflictDetails) => ({
  status: 409,
  body: { error: { code: 'version_conflict', message: 'Статью изменили', statusCode: 409, details } },
});

async function editBody(text: string) {
  const body = await screen.findByRole('textbox', { name: 'Текст' });
  await waitFor(() => expect(body).toHaveValue(contracts.body));
  await userEvent.clear(body);
  await userEvent.paste(text);
  return body;
}

const puts = () =>
  server
    .callsTo('PUT', `/modules/wiki/articles/${contracts.id}`)
    .map((call) => call.body as { title: string; body: string; tags: string[]; baseVersion: number });

/** The first save is refused with `details`; later ones are saved as sent. */
function refuseOnceWith(details: ConflictDetails) {
  server.on('PUT', '/modules/wiki/articles/:id', (call) =>
    puts().length === 1 ? refusal(details) : { status: 200, body: { article: { ...contracts, ...(call.body as object), version: 5 } } },
  );
}

it('merges a colleague’s edit of another paragraph into the text and saves once on their version, naming them', async () => {
  await openEditor(`/modules/${MODULE_ID}/article/${contracts.id}/edit`);
  await editBody('Срок согласования — пять дней.\n\nПодписывает заместитель директора.');
  refuseOnceWith({
    current: {
      title: 'Договоры поставки',
      body: 'Срок согласования — три дня.\n\nПодписывает директор.',
      tags: ['юристы', 'поставки'],
      version: 4,
      updatedById: OTHER,
      updatedAt: '2026-11-22T09:00:00.000Z',
    },
    base: { title: 'Договоры', body: 'Срок согласования — пять дней.\n\nПодписывает директор.', tags: ['юристы'], version: 3 },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(puts()[1]).toMatchObject({
    title: 'Договоры поставки',
    body: 'Срок согласования — три дня.\n\nПодписывает заместитель директора.',
    tags: ['юристы', 'поставки'],
    baseVersion: 4,
  });
  await waitFor(() =>
    expect($toasts.getState().map((toast) => toast.message)).toContainEqual(
      expect.stringMatching(/^Сохранено вместе с правками коллеги: Борис, .+ \(версия 4\)$/),
    ),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent(`/modules/wiki/article/${contracts.id}`));
});

it('asks where both changed the same words, and saves only once every difference is resolved', async () => {
  await openEditor(`/modules/${MODULE_ID}/article/${contracts.id}/edit`);
  await editBody('Срок согласования — неделя.');
  const title = screen.getByRole('textbox', { name: 'Название' });
  await userEvent.clear(title);
  await userEvent.type(title, 'Договоры аренды');
  refuseOnceWith(conflict);
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

  const dialog = await screen.findByRole('dialog', { name: 'Статью изменили, пока вы её редактировали' });
  expect(within(dialog).getByText(/Версия 4 \(Борис, /)).toBeInTheDocument();
  const save = within(dialog).getByRole('button', { name: 'Сохранить' });
  expect(save).toBeDisabled();
  expect(within(dialog).getByRole('status')).toHaveTextContent('Решено 0 из 2');

  // Their title, and for the text a line written by hand from both.
  await userEvent.click(within(within(dialog).getByRole('region', { name: 'Название' })).getByRole('radio', { name: 'Их вариант' }));
  expect(save).toBeDisabled();
  const part = within(dialog).getByRole('region', { name: 'Расхождение 1 из 1' });
  await userEvent.click(within(part).getByRole('radio', { name: 'Написать вручную' }));
  const own = within(part).getByRole('textbox', { name: 'Текст расхождения 1, написанный вручную' });
  expect(own).toHaveValue('Срок согласования — неделя.');
  await userEvent.clear(own);
  await userEvent.paste('Срок согласования — три дня, для крупных договоров неделя.');
  expect(within(dialog).getByRole('status')).toHaveTextContent('Решено 2 из 2');
  expect(puts()).toHaveLength(1);

  await userEvent.click(save);
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(puts()[1]).toMatchObject({
    title: 'Договоры поставки',
    body: 'Срок согласования — три дня, для крупных договоров неделя.',
    baseVersion: 4,
  });
});

it('goes back to the editor with the person’s text kept, and the next save is refused again rather than overwriting', async () => {
  await openEditor(`/modules/${MODULE_ID}/article/${contracts.id}/edit`);
  const body = await editBody('Срок согласования — неделя.');
  server.on('PUT', '/modules/wiki/articles/:id', refusal(conflict));
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Вернуться к редактированию' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(body).toHaveValue('Срок согласования — неделя.');
  expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Договоры');

  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  // Still based on the version the person started from: the server refuses it instead of losing their change.
  expect(puts().map((put) => put.baseVersion)).toEqual([3, 3]);
});

it('takes their version of a difference when asked, keeping what did not conflict', async () => {
  await openEditor(`/modules/${MODULE_ID}/article/${contracts.id}/edit`);
  await editBody('Срок согласования — неделя.');
  refuseOnceWith({ ...conflict, current: { ...conflict.current, title: contracts.title } });
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByRole('region', { name: 'Название' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Их вариант' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(puts()[1]).toMatchObject({ title: 'Договоры', body: 'Срок согласования — три дня.', baseVersion: 4 });
});

it('starts a new article from a template and saves it as a draft under the chosen parent', async () => {
  await openEditor(`/modules/${MODULE_ID}/wiki/article/new?title=${encodeURIComponent('Командировки')}`);
  expect(await screen.findByRole('heading', { name: 'Новая статья' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Командировки');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Шаблон' }), 'Инструкция');
  expect((screen.getByRole('textbox', { name: 'Текст' }) as HTMLTextAreaElement).value).toContain('## Шаги');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Родительская страница' }), 'Договоры');
  server.on('POST', '/modules/wiki/articles', (call) => ({
    status: 201,
    body: { article: { ...contracts, id: '00000000-0000-4000-8000-0000000000aa', title: (call.body as { title: string }).title } },
  }));
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
  await waitFor(() => expect(server.callsTo('POST', '/modules/wiki/articles')).toHaveLength(1));
  expect(server.callsTo('POST', '/modules/wiki/articles')[0]!.body).toMatchObject({
    title: 'Командировки',
    status: 'draft',
    parentId: contracts.id,
  });
});

it('writes in the markdown editor with its toolbar by default', async () => {
  await openEditor(`/modules/${MODULE_ID}/wiki/article/new`, {});
  expect(await screen.findByRole('toolbar', { name: 'Форматирование' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Жирный (Ctrl+B)' })).toBeInTheDocument();
});
