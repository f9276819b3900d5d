import { ModuleRoutes, navigate } from '@artel/sdk';
import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Article } from '../api/wikiTypes';
import { MODULE_ID } from '../moduleId';
import { article } from '../testing/articles';
import { articleEvent, ME, OTHER, signedIn } from '../testing/signedIn';
import type { WikiConfig } from '../wikiConfig';

// Each test walks a whole page through several requests.
jest.setTimeout(20_000);

let server: FakeServer;
let uninstall: () => void;
let shown: Article;

const handbook = article({ title: 'Справочник' });
const supply = article({ title: 'Поставки' });
const contracts = article({
  title: 'Договоры',
  parentId: supply.id,
  tags: ['юристы'],
  body: '# Порядок\n\nСогласуйте [[Поставки]] и [[Командировки]] до подписания.',
  ancestors: [
    { id: handbook.id, title: 'Справочник' },
    { id: supply.id, title: 'Поставки' },
  ],
  children: [{ id: '00000000-0000-4000-8000-0000000000c1', title: 'Образцы', status: 'draft' }],
  backlinks: [{ id: '00000000-0000-4000-8000-0000000000b1', title: 'Онбординг юристов' }],
  links: [
    { title: 'Поставки', key: 'поставки', articleId: supply.id },
    { title: 'Командировки', key: 'командировки', articleId: null },
  ],
  version: 3,
});

async function openArticle(
  options: {
    role?: 'owner' | 'member' | 'viewer';
    config?: Partial<WikiConfig>;
    query?: string;
    serve?: (server: FakeServer) => void;
  } = {},
) {
  ({ server, uninstall } = await signedIn(options));
  shown = contracts;
  server.on('GET', '/modules/wiki/articles/:id', () => ({ status: 200, body: { article: shown } }));
  options.serve?.(server);
  navigate(`/modules/${MODULE_ID}/article/${contracts.id}${options.query ?? ''}`);
  render(<ModuleRoutes moduleId={MODULE_ID} />);
  await screen.findByRole('heading', { level: 1, name: 'Договоры' });
}

afterEach(() => {
  uninstall();
  sessionCleared();
});

// jsdom lays nothing out: the breadcrumbs' overflow list would hide every item for want of room.
const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('bp6-overflow-list-spacer') ? 100 : 0;
    },
  });
});
afterAll(() => Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offsetWidth));

it('shows the path to the article, its text with links to existing and wanted articles, child pages and where it is mentioned', async () => {
  await openArticle();
  const path = screen.getByRole('navigation', { name: 'Путь к статье' });
  expect(
    within(path)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Вики', 'Справочник', 'Поставки']);
  // The article itself ends the path, as text.
  expect(within(path).getByText('Договоры')).not.toHaveAttribute('href');
  expect(screen.getByRole('heading', { level: 1, name: 'Порядок' })).toBeInTheDocument();
  const text = screen.getByText(/до подписания/);
  expect(within(text).getByRole('link', { name: 'Поставки' })).toHaveAttribute('href', `/modules/wiki/article/${supply.id}`);
  const wanted = within(text).getByRole('link', { name: 'Командировки' });
  expect(wanted).toHaveAttribute(
    'href',
    '/modules/wiki/wiki/article/new?title=%D0%9A%D0%BE%D0%BC%D0%B0%D0%BD%D0%B4%D0%B8%D1%80%D0%BE%D0%B2%D0%BA%D0%B8',
  );
  expect(wanted).toHaveAttribute('title', 'Статьи ещё нет — нажмите, чтобы создать');
  expect(screen.getByRole('link', { name: 'Образцы' })).toBeInTheDocument();
  const mentions = screen.getByRole('region', { name: 'Упоминается в' });
  expect(within(mentions).getByRole('link', { name: 'Онбординг юристов' })).toHaveAttribute(
    'href',
    '/modules/wiki/article/00000000-0000-4000-8000-0000000000b1',
  );
  expect(screen.getByRole('button', { name: 'Редактировать' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
});

it('offers a reader neither editing nor deleting, and no history when versioning is off', async () => {
  await openArticle({ role: 'viewer', config: { enableVersioning: false } });
  expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Снять с публикации' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'История версий' })).not.toBeInTheDocument();
});

it('shows the text as it is when markdown is off', async () => {
  await openArticle({ config: { enableMarkdown: false } });
  expect(screen.queryByRole('heading', { name: 'Порядок' })).not.toBeInTheDocument();
  expect(screen.getByText(/# Порядок/)).toBeInTheDocument();
});

it('tells the reader when someone else changed the article and shows the new version on request', async () => {
  await openArticle();
  articleEvent({ action: 'updated', articleId: contracts.id, by: ME });
  expect(screen.queryByText(/изменил\(а\) эту статью/)).not.toBeInTheDocument();

  shown = { ...contracts, body: 'Новый порядок согласования.', version: 4, updatedById: OTHER };
  articleEvent({ action: 'updated', articleId: contracts.id, by: OTHER });
  expect(await screen.findByText(/Борис изменил\(а\) эту статью\./)).toBeInTheDocument();
  expect(screen.getByText(/до подписания/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Показать новую версию' }));
  expect(await screen.findByText('Новый порядок согласования.')).toBeInTheDocument();
  expect(screen.queryByText(/изменил\(а\) эту статью/)).not.toBeInTheDocument();

  articleEvent({ action: 'deleted', articleId: contracts.id, by: OTHER });
  expect(await screen.findByText('Эту статью удалили.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Показать новую версию' })).not.toBeInTheDocument();
});

it('lists the revisions, compares the last two and restores an older one as a new version', async () => {
  const bodies: Record<string, string> = {
    '1': 'Срок — неделя.',
    '2': 'Срок согласования — пять дней.',
    '3': 'Срок согласования — три дня.',
  };
  await openArticle({
    query: '?history=open',
    serve(fake) {
      fake.on('GET', '/modules/wiki/articles/:id/revisions', {
        status: 200,
        body: {
          currentVersion: 3,
          maxRevisions: 50,
          revisions: [
            {
              number: 3,
              title: 'Договоры',
              authorId: OTHER,
              summary: 'Уточнил сроки',
              restoredFrom: null,
              createdAt: '2026-11-21T09:00:00.000Z',
            },
            { number: 2, title: 'Договоры', authorId: ME, summary: '', restoredFrom: null, createdAt: '2026-11-20T09:00:00.000Z' },
            {
              number: 1,
              title: 'Договоры',
              authorId: ME,
              summary: 'Первая версия',
              restoredFrom: null,
              createdAt: '2026-11-19T09:00:00.000Z',
            },
          ],
        },
      });
      fake.on('GET', '/modules/wiki/articles/:id/revisions/:number', (_, { number }) => ({
        status: 200,
        body: {
          revision: {
            number: Number(number),
            title: 'Договоры',
            authorId: ME,
            summary: '',
            restoredFrom: null,
            createdAt: '2026-11-20T09:00:00.000Z',
            body: bodies[number!],
            tags: ['юристы'],
          },
        },
      }));
      fake.on('POST', '/modules/wiki/articles/:id/revisions/:number/restore', () => {
        shown = { ...contracts, body: bodies['1']!, version: 4 };
        return { status: 200, body: { article: shown } };
      });
    },
  });

  const history = await screen.findByRole('region', { name: 'История версий' });
  expect(await within(history).findByText('Уточнил сроки')).toBeInTheDocument();
  expect(within(history).getByText('Без описания')).toBeInTheDocument();
  expect(within(history).getByRole('checkbox', { name: 'Версия 3' })).toBeChecked();
  expect(within(history).getByRole('checkbox', { name: 'Версия 2' })).toBeChecked();
  expect(within(history).getByRole('checkbox', { name: 'Версия 1' })).not.toBeChecked();
  expect(await within(history).findByText('Версия 2 → Версия 3')).toBeInTheDocument();
  expect(
    within(history)
      .getAllByText('пять')
      .find((node) => node.tagName === 'DEL'),
  ).toBeDefined();
  expect(
    within(history)
      .getAllByText('три')
      .find((node) => node.tagName === 'INS'),
  ).toBeDefined();

  const first = within(history).getByRole('checkbox', { name: 'Версия 1' }).closest('tr')!;
  await userEvent.click(within(first).getByRole('button', { name: 'Восстановить' }));
  expect(await screen.findByText('Восстановить версию 1?')).toBeInTheDocument();
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Восстановить' }));
  await waitFor(() => expect(server.callsTo('POST', `/modules/wiki/articles/${contracts.id}/revisions/1/restore`)).toHaveLength(1));
  expect(server.callsTo('POST', `/modules/wiki/articles/${contracts.id}/revisions/1/restore`)[0]!.body).toEqual({ baseVersion: 3 });
  expect(await screen.findByText('Срок — неделя.')).toBeInTheDocument();
});

it('opens the comparison a ?compare=1..3 address names, and writes a new pick back into the address', async () => {
  const bodies: Record<string, string> = { '1': 'Срок — неделя.', '2': 'Срок — пять дней.', '3': 'Срок — три дня.' };
  await openArticle({
    query: '?compare=1..3',
    serve(fake) {
      fake.on('GET', '/modules/wiki/articles/:id/revisions', {
        status: 200,
        body: {
          currentVersion: 3,
          maxRevisions: 50,
          revisions: [3, 2, 1].map((number) => ({
            number,
            title: 'Договоры',
            authorId: ME,
            summary: '',
            restoredFrom: null,
            relinkedFrom: number === 2 ? 'Закупки' : null,
            relinkedTo: number === 2 ? 'Поставки' : null,
            createdAt: '2026-11-20T09:00:00.000Z',
          })),
        },
      });
      fake.on('GET', '/modules/wiki/articles/:id/revisions/:number', (_, { number }) => ({
        status: 200,
        body: {
          revision: {
            number: Number(number),
            title: 'Договоры',
            authorId: ME,
            summary: '',
            restoredFrom: null,
            createdAt: '2026-11-20T09:00:00.000Z',
            body: bodies[number!],
            tags: [],
          },
        },
      }));
    },
  });

  const history = await screen.findByRole('region', { name: 'История версий' });
  expect(await within(history).findByText('Версия 1 → Версия 3')).toBeInTheDocument();
  expect(within(history).getByRole('checkbox', { name: 'Версия 2' })).not.toBeChecked();
  expect(within(history).getByText('Ссылки обновлены: статья «Закупки» переименована в «Поставки»')).toBeInTheDocument();
  await userEvent.click(within(history).getByRole('checkbox', { name: 'Версия 2' }));
  expect(await within(history).findByText('Версия 2 → Версия 3')).toBeInTheDocument();
  expect(window.location.search).toBe('?compare=2..3');
});
