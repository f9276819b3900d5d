import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor } from '@testing-library/react';
import type { ArticleSummary } from '../api/wikiTypes';
import { summary } from '../testing/articles';
import { articleEvent, OTHER, signedIn } from '../testing/signedIn';
import { RecentArticlesWidget } from './RecentArticlesWidget';

let server: FakeServer;
let uninstall: () => void;
let recent: ArticleSummary[];

beforeEach(async () => {
  ({ server, uninstall } = await signedIn());
  recent = [summary({ title: 'Справочник' })];
  server.on('GET', '/modules/wiki/articles', () => ({ status: 200, body: { articles: recent } }));
});
afterEach(() => {
  uninstall();
  sessionCleared();
});

it('lists the latest changed articles and follows what others publish and delete', async () => {
  render(<RecentArticlesWidget />);
  expect(await screen.findByRole('link', { name: 'Справочник' })).toHaveAttribute('href', `/modules/wiki/article/${recent[0]!.id}`);
  const query = new URL(server.callsTo('GET', '/modules/wiki/articles')[0]!.url, 'http://localhost').searchParams;
  expect([query.get('order'), query.get('limit')]).toEqual(['recent', '8']);

  const published = summary({ title: 'Пропуска в офис' });
  recent = [published, ...recent];
  articleEvent({ action: 'published', articleId: published.id, by: OTHER });
  expect(await screen.findByRole('link', { name: 'Пропуска в офис' })).toBeInTheDocument();

  const [, handbook] = recent;
  recent = [published];
  articleEvent({ action: 'deleted', articleId: handbook!.id, by: OTHER });
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Справочник' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Открыть вики' })).toHaveAttribute('href', '/modules/wiki');
});
