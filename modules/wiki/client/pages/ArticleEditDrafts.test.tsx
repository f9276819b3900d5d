import { ModuleRoutes, navigate, useLocation } from '@artel/sdk';
import { type FakeAnswer, type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConflictDetails } from '../api/wikiTypes';
import type { ArticleDraft } from '../drafts/articleDraft';
import { MODULE_ID } from '../moduleId';
import { articlePath, editArticlePath } from '../paths';
import { article } from '../testing/articles';
import { OTHER, signedIn } from '../testing/signedIn';
import { wikiSdk } from '../wikiSdk';

// Each test walks a whole page through several requests, and some wait for a draft to be written.
jest.setTimeout(20_000);

let server: FakeServer;
let uninstall: () => void;

const contracts = article({ title: 'Договоры', body: 'Срок согласования — пять дней.', tags: ['юристы'], version: 3 });
const KEY = `article:${contracts.id}`;

function Where() {
  return <output aria-label="адрес">{useLocation().pathname}</output>;
}

async function openEditor(options: { stored?: ArticleDraft; current?: typeof contracts } = {}) {
  ({ server, uninstall } = await signedIn({ config: { defaultEditor: 'plain' } }));
  const current = options.current ?? contracts;
  server.on('GET', '/modules/wiki/articles', { status: 200, body: { articles: [current] } });
  server.on('GET', '/modules/wiki/articles/:id', { status: 200, body: { article: current } });
  if (options.stored) await wikiSdk().drafts.set(KEY, options.stored);
  navigate(editArticlePath(contracts.id));
  return render(
    <>
      <ModuleRoutes moduleId={MODULE_ID} />
      <Where />
    </>,
  );
}

afterEach(async () => {
  const drafts = wikiSdk().drafts;
  for (const { key } of await drafts.list()) await drafts.remove(key);
  uninstall();
  sessionCleared();
});

const stored = () => wikiSdk().drafts.get<ArticleDraft>(KEY);
const bodyBox = () => screen.findByRole('textbox', { name: 'Текст' });
const where = () => screen.getByRole('status', { name: 'адрес' });
const puts = () =>
  server
    .callsTo('PUT', `/modules/wiki/articles/${contracts.id}`)
    .map((call) => call.body as { title: string; body: string; baseVersion: number });
const savedAs = (body: object, version: number): FakeAnswer => ({ status: 200, body: { article: { ...contracts, ...body, version } } });

/** Whether closing the tab now would ask first. */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function typeAtEnd(text: string) {
  const body = await bodyBox();
  await waitFor(() => expect(body).toHaveValue(contracts.body));
  await userEvent.type(body, text);
  return body;
}

it('offers an unsaved draft back when the editor opens, and restoring it puts it in the editor to save', async () => {
  await openEditor({ stored: { title: 'Договоры', text: 'Срок согласования — неделя.', tags: ['юристы', 'аренда'], baseVersion: 3 } });
  expect(await screen.findByText(/^Есть несохранённый черновик от .+/)).toBeInTheDocument();
  expect(await bodyBox()).toHaveValue(contracts.body);

  await userEvent.click(screen.getByRole('button', { name: 'Восстановить' }));
  expect(screen.queryByText(/Есть несохранённый черновик/)).not.toBeInTheDocument();
  expect(await bodyBox()).toHaveValue('Срок согласования — неделя.');
  expect(screen.getByText('аренда')).toBeInTheDocument();

  server.on('PUT', '/modules/wiki/articles/:id', (call) => savedAs(call.body as object, 4));
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(where()).toHaveTextContent(articlePath(contracts.id)));
  expect(puts()).toEqual([expect.objectContaining({ body: 'Срок согласования — неделя.', tags: ['юристы', 'аренда'], baseVersion: 3 })]);
  await waitFor(async () => expect(await stored()).toBeUndefined());
});

it('deletes the offered draft when asked, leaving the article as saved', async () => {
  await openEditor({ stored: { title: 'Договоры', text: 'Срок согласования — неделя.', tags: ['юристы'], baseVersion: 3 } });
  await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
  expect(screen.queryByText(/Есть несохранённый черновик/)).not.toBeInTheDocument();
  expect(await bodyBox()).toHaveValue(contracts.body);
  await waitFor(async () => expect(await stored()).toBeUndefined());
  expect(closingAsks()).toBe(false);
});

it('does not offer a draft that says what the article already says, and forgets it', async () => {
  await openEditor({ stored: { title: contracts.title, text: contracts.body, tags: contracts.tags, baseVersion: 2 } });
  expect(await bodyBox()).toHaveValue(contracts.body);
  await waitFor(async () => expect(await stored()).toBeUndefined());
  expect(screen.queryByText(/Есть несохранённый черновик/)).not.toBeInTheDocument();
});

it('restores a draft written before a colleague’s save on its own version, so saving merges instead of overwriting', async () => {
  const signs = { ...contracts, body: 'Срок согласования — пять дней.\n\nПодписывает директор.' };
  const newer = { ...signs, body: 'Срок согласования — пять дней.\n\nПодписывает заместитель директора.', version: 4, updatedById: OTHER };
  await openEditor({
    current: newer,
    stored: { title: 'Договоры', text: 'Срок согласования — неделя.\n\nПодписывает директор.', tags: ['юристы'], baseVersion: 3 },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Восстановить' }));
  expect(screen.getByText(/Черновик написан до версии 4/)).toBeInTheDocument();

  const refusal: ConflictDetails = {
    current: {
      title: newer.title,
      body: newer.body,
      tags: newer.tags,
      version: 4,
      updatedById: OTHER,
      updatedAt: '2026-11-22T09:00:00.000Z',
    },
    base: { title: signs.title, body: signs.body, tags: signs.tags, version: 3 },
  };
  server.on('PUT', '/modules/wiki/articles/:id', (call) =>
    puts().length === 1
      ? { status: 409, body: { error: { code: 'version_conflict', message: 'Статью изменили', statusCode: 409, details: refusal } } }
      : savedAs(call.body as object, 5),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(puts().map((put) => put.baseVersion)).toEqual([3, 4]);
  expect(puts()[1]!.body).toBe('Срок согласования — неделя.\n\nПодписывает заместитель директора.');
});

it('keeps what is typed as a draft on the article’s version, asks before leaving it, and forgets it once saved', async () => {
  await openEditor();
  expect(closingAsks()).toBe(false);
  await typeAtEnd(' Без выходных.');
  await waitFor(async () =>
    expect((await stored())?.value).toEqual({
      title: 'Договоры',
      text: 'Срок согласования — пять дней. Без выходных.',
      tags: ['юристы'],
      baseVersion: 3,
    }),
  );

  expect(closingAsks()).toBe(true);
  act(() => navigate(articlePath(contracts.id)));
  expect(where()).toHaveTextContent(editArticlePath(contracts.id));

  server.on('PUT', '/modules/wiki/articles/:id', (call) => savedAs(call.body as object, 4));
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(where()).toHaveTextContent(articlePath(contracts.id)));
  expect(where()).not.toHaveTextContent('/edit');
  expect(await stored()).toBeUndefined();
  expect(closingAsks()).toBe(false);
});

it('writes the draft at once when the page goes, without waiting for the typing to pause', async () => {
  const { unmount } = await openEditor();
  await typeAtEnd('!');
  unmount();
  await waitFor(async () => expect((await stored())?.value).toMatchObject({ text: 'Срок согласования — пять дней.!' }));
});

it('keeps text typed while a save is on its way in the editor, unsaved, on the version just saved', async () => {
  await openEditor();
  let answer: (reply: FakeAnswer) => void = () => undefined;
  server.on('PUT', '/modules/wiki/articles/:id', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
  const body = await typeAtEnd(' Первое.');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(puts()).toHaveLength(1));
  await userEvent.type(body, ' Второе.');
  await act(async () => answer(savedAs(puts()[0]!, 4)));

  await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).not.toHaveClass('bp6-loading'));
  expect(body).toHaveValue('Срок согласования — пять дней. Первое. Второе.');
  expect(where()).toHaveTextContent(editArticlePath(contracts.id));
  expect(closingAsks()).toBe(true);
  await waitFor(async () =>
    expect((await stored())?.value).toMatchObject({ text: 'Срок согласования — пять дней. Первое. Второе.', baseVersion: 4 }),
  );

  server.on('PUT', '/modules/wiki/articles/:id', (call) => savedAs(call.body as object, 5));
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(puts()[1]).toMatchObject({ body: 'Срок согласования — пять дней. Первое. Второе.', baseVersion: 4 });
});

it('merges text typed during a save that took in a colleague’s edit, keeping both in the editor', async () => {
  await openEditor();
  let answer: (reply: FakeAnswer) => void = () => undefined;
  server.on('PUT', '/modules/wiki/articles/:id', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
  const body = await typeAtEnd('\n\nПодписывает директор.');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(puts()).toHaveLength(1));
  await userEvent.type(body, ' Копия в бухгалтерию.');

  // Boris renamed the article meanwhile: the save is refused, merged, and saved again on his version.
  const refusal: ConflictDetails = {
    current: {
      title: 'Договоры поставки',
      body: contracts.body,
      tags: ['юристы', 'поставки'],
      version: 4,
      updatedById: OTHER,
      updatedAt: '2026-11-22T09:00:00.000Z',
    },
    base: { title: contracts.title, body: contracts.body, tags: contracts.tags, version: 3 },
  };
  server.on('PUT', '/modules/wiki/articles/:id', (call) => savedAs(call.body as object, 5));
  await act(async () =>
    answer({ status: 409, body: { error: { code: 'version_conflict', message: 'Статью изменили', statusCode: 409, details: refusal } } }),
  );

  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(puts()[1]).toMatchObject({
    title: 'Договоры поставки',
    body: 'Срок согласования — пять дней.\n\nПодписывает директор.',
    baseVersion: 4,
  });
  await waitFor(() => expect(body).toHaveValue('Срок согласования — пять дней.\n\nПодписывает директор. Копия в бухгалтерию.'));
  expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Договоры поставки');
  expect(where()).toHaveTextContent(editArticlePath(contracts.id));
  expect(closingAsks()).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(puts()).toHaveLength(3));
  expect(puts()[2]).toMatchObject({
    title: 'Договоры поставки',
    body: 'Срок согласования — пять дней.\n\nПодписывает директор. Копия в бухгалтерию.',
    tags: ['юристы', 'поставки'],
    baseVersion: 5,
  });
});

it('keeps text typed while a new article is being created, and the next save updates the created article', async () => {
  ({ server, uninstall } = await signedIn({ config: { defaultEditor: 'plain' } }));
  server.on('GET', '/modules/wiki/articles', { status: 200, body: { articles: [] } });
  navigate(`/modules/${MODULE_ID}/wiki/article/new?title=${encodeURIComponent('Командировки')}`);
  render(
    <>
      <ModuleRoutes moduleId={MODULE_ID} />
      <Where />
    </>,
  );
  const body = await bodyBox();
  await userEvent.type(body, 'Суточные — по приказу.');
  let answer: (reply: FakeAnswer) => void = () => undefined;
  server.on('POST', '/modules/wiki/articles', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
  await waitFor(() => expect(server.callsTo('POST', '/modules/wiki/articles')).toHaveLength(1));
  await userEvent.type(body, ' Билеты покупает офис.');
  const created = article({ title: 'Командировки', body: 'Суточные — по приказу.', status: 'draft', version: 1 });
  await act(async () => answer({ status: 201, body: { article: created } }));

  expect(await screen.findByRole('heading', { name: 'Редактирование: Командировки' })).toBeInTheDocument();
  expect(body).toHaveValue('Суточные — по приказу. Билеты покупает офис.');
  expect(closingAsks()).toBe(true);
  await waitFor(async () => expect((await wikiSdk().drafts.list()).map((draft) => draft.key)).toEqual([`article:${created.id}`]));

  server.on('PUT', '/modules/wiki/articles/:id', (call) => ({
    status: 200,
    body: { article: { ...created, ...(call.body as object), version: 2 } },
  }));
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(where()).toHaveTextContent(articlePath(created.id)));
  expect(server.callsTo('POST', '/modules/wiki/articles')).toHaveLength(1);
  expect(server.callsTo('PUT', `/modules/wiki/articles/${created.id}`)[0]!.body).toMatchObject({
    body: 'Суточные — по приказу. Билеты покупает офис.',
    baseVersion: 1,
  });
});
