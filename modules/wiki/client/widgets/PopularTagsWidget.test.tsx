import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@artel/sdk';
import { articleEvent, OTHER, signedIn } from '../testing/signedIn';
import { PopularTagsWidget } from './PopularTagsWidget';

let server: FakeServer;
let uninstall: () => void;
let tags: Array<{ tag: string; count: number }>;

beforeEach(async () => {
  ({ server, uninstall } = await signedIn());
  tags = [{ tag: 'юристы', count: 3 }];
  server.on('GET', '/modules/wiki/tags', () => ({ status: 200, body: { tags } }));
});
afterEach(() => {
  uninstall();
  sessionCleared();
});

function Where() {
  const location = useLocation();
  return <output aria-label="адрес">{location.pathname + location.search}</output>;
}

it('shows the tags with their counts, opens a tag’s articles and follows what others publish', async () => {
  render(
    <>
      <PopularTagsWidget />
      <Where />
    </>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'юристы · 3' }));
  expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/modules/wiki?tag=%D1%8E%D1%80%D0%B8%D1%81%D1%82%D1%8B');

  tags = [
    { tag: 'юристы', count: 4 },
    { tag: 'кадры', count: 1 },
  ];
  articleEvent({ action: 'published', articleId: '00000000-0000-4000-8000-0000000000f1', by: OTHER });
  expect(await screen.findByRole('button', { name: 'юристы · 4' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'кадры · 1' })).toBeInTheDocument();
});
