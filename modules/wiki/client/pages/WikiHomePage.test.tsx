import { ModuleRoutes, navigate } from '@artel/sdk';
import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleSummary } from '../api/wikiTypes';
import { ARTICLE_CHANGES_SETTLE_MS } from '../live/useArticlesChanged';
import { MODULE_ID } from '../moduleId';
import { summary } from '../testing/articles';
import { articleEvent, OTHER, signedIn } from '../testing/signedIn';
import type { WikiConfig } from '../wikiConfig';

// Each test walks a whole page through several requests.
jest.setTimeout(20_000);

let server: FakeServer;
let uninstall: () => void;
let articles: ArticleSummary[];

const handbook = summary({ title: 'Справочник', updatedAt: '2026-11-18T09:00:00.000Z' });
const contracts = summary({ title: 'Договоры', parentId: handbook.id, tags: ['юристы'], updatedAt: '2026-11-21T09:00:00.000Z' });
const draft = summary({ title: 'Черновик отпуска', status: 'draft', updatedAt: '2026-11-19T09:00:00.000Z' });

async function openHome(config: Partial<WikiConfig> = {}) {
  ({ server, uninstall } = await signedIn({ config }));
  articles = [handbook, contracts, draft];
  server.on('GET', '/modules/wiki/articles', () => ({ status: 200, body: { articles } }));
  server.on('GET', '/modules/wiki/tags', { status: 200, body: { tags: [{ tag: 'юристы', count: 1 }] } });
  server.on('GET', '/modules/wiki/wanted', { status: 200, body: { wanted: [{ title: 'Командировки', key: 'командировки', count: 2 }] } });
  navigate(`/modules/${MODULE_ID}`);
  render(<ModuleRoutes moduleId={MODULE_ID} />);
  await screen.findByRole('navigation', { name: 'Статьи' });
}

afterEach(() => {
  uninstall();
  sessionCleared();
});

it('shows the tree of pages with nested ones inside their parent, the drafts, recent changes, tags and wanted articles', async () => {
  await openHome();
  expect(screen.getByRole('heading', { name: 'Вики' })).toBeInTheDocument();
  // A nested page is inside its parent, shown once the parent is expanded.
  const tree = screen.getByRole('navigation', { name: 'Статьи' });
  expect(within(tree).queryByRole('link', { name: 'Договоры' })).not.toBeInTheDocument();
  const parent = within(tree).getByRole('link', { name: 'Справочник' });
  expect(parent).toHaveAttribute('href', `/modules/wiki/article/${handbook.id}`);
  await userEvent.click(parent.closest('.bp6-tree-node-content')!.querySelector('.bp6-tree-node-caret')!);
  expect(within(tree).getByRole('link', { name: 'Договоры' })).toHaveAttribute('href', `/modules/wiki/article/${contracts.id}`);

  const drafts = screen.getByRole('heading', { name: 'Мои черновики' }).nextElementSibling as HTMLElement;
  expect(within(drafts).getByRole('link', { name: 'Черновик отпуска' })).toHaveAttribute('href', `/modules/wiki/article/${draft.id}`);
  const recent = within(screen.getByRole('list', { name: 'Недавно изменённые' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(recent).toEqual(['Договоры', 'Черновик отпуска', 'Справочник']);
  expect(screen.getByText('юристы · 1')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Командировки' })).toHaveAttribute(
    'href',
    '/modules/wiki/wiki/article/new?title=%D0%9A%D0%BE%D0%BC%D0%B0%D0%BD%D0%B4%D0%B8%D1%80%D0%BE%D0%B2%D0%BA%D0%B8',
  );
});

it('searches as the user types and shows the highlighted hits instead of the tree, markup in them as text', async () => {
  await openHome();
  server.on('GET', '/modules/wiki/search', {
    status: 200,
    body: {
      hits: [
        {
          id: contracts.id,
          title: 'Договоры',
          titleHtml: '<mark>Договоры</mark>',
          snippetHtml: 'Подписанный <mark>договор</mark> &lt;img src=x onerror=alert(1)&gt; хранится в архиве',
          tags: ['юристы'],
          status: 'published',
          authorId: OTHER,
          updatedAt: contracts.updatedAt,
        },
      ],
      hasMore: false,
    },
  });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск статей' }), 'договоров');
  const snippet = await screen.findByText(/хранится в архиве/);
  expect(screen.queryByRole('navigation', { name: 'Статьи' })).not.toBeInTheDocument();
  const hit = screen.getByRole('link', { name: 'Договоры' });
  expect(hit).toHaveAttribute('href', `/modules/wiki/article/${contracts.id}`);
  expect(hit.querySelector('mark')).toHaveTextContent('Договоры');
  expect(snippet).toHaveTextContent('Подписанный договор <img src=x onerror=alert(1)> хранится в архиве');
  expect(snippet.querySelector('img')).toBeNull();
  const searches = server.callsTo('GET', '/modules/wiki/search');
  expect(new URL(searches.at(-1)!.url, 'http://localhost').searchParams.get('q')).toBe('договоров');

  server.on('GET', '/modules/wiki/search', { status: 200, body: { hits: [], hasMore: false } });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск статей' }), 'ззз');
  expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
});

it('has no search box when the workspace switched full-text search off', async () => {
  await openHome({ enableFullTextSearch: false });
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(server.callsTo('GET', '/modules/wiki/search')).toHaveLength(0);
});

it('follows what others publish, edit and delete: the tree and recent list change without a reload', async () => {
  await openHome();
  const loads = () => server.callsTo('GET', '/modules/wiki/articles').length;
  const before = loads();
  const published = summary({ title: 'Пропуска в офис', updatedAt: '2026-11-22T09:00:00.000Z' });
  articles = [...articles, published];
  articleEvent({ action: 'published', articleId: published.id, by: OTHER });
  await waitFor(() => expect(screen.getByRole('list', { name: 'Недавно изменённые' })).toHaveTextContent(/^Пропуска в офис/));
  expect(within(screen.getByRole('navigation', { name: 'Статьи' })).getByRole('link', { name: 'Пропуска в офис' })).toBeInTheDocument();

  articles = articles
    .filter((entry) => entry.id !== handbook.id)
    .map((entry) => (entry.parentId === handbook.id ? { ...entry, parentId: null } : entry));
  articleEvent({ action: 'deleted', articleId: handbook.id, by: OTHER });
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Справочник' })).not.toBeInTheDocument());
  // Its child page moved up to the top level.
  expect(within(screen.getByRole('navigation', { name: 'Статьи' })).getByRole('link', { name: 'Договоры' })).toBeInTheDocument();
  expect(loads()).toBe(before + 2);

  // Another workspace's wiki is none of this page's business.
  articleEvent({ action: 'updated', articleId: contracts.id, by: OTHER, workspaceId: 'w-other' });
  await new Promise((resolve) => setTimeout(resolve, ARTICLE_CHANGES_SETTLE_MS + 100));
  expect(loads()).toBe(before + 2);
});
