import { addTranslations, i18n } from '@artel/sdk';
import { $location, registerSearchProvider } from '@artel/sdk/host';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerShellTranslations } from '../i18n/shellTranslations';
import { searchFocusRequested } from './searchFocus';
import { SearchBox } from './SearchBox';

const cards = [
  { id: 'c1', title: 'Invoice for ACME', description: 'Sales', path: '/modules/kanban/boards/b1?card=c1' },
  { id: 'c2', title: 'Call ACME back', description: 'Sales', path: '/modules/kanban/boards/b1?card=c2' },
];
const search = jest.fn(async ({ text }: { text: string }) => cards.filter((card) => card.title.toLowerCase().includes(text.toLowerCase())));
let removeProvider: () => void;

beforeAll(async () => {
  registerShellTranslations();
  addTranslations('kanban', { ru: { search: { cards: 'Карточки' } }, en: { search: { cards: 'Cards' } } });
  await i18n.changeLanguage('en');
  removeProvider = registerSearchProvider('kanban', { id: 'cards', title: 'kanban:search.cards', search });
});

afterAll(() => removeProvider());

it("lists what the modules' search providers find under their heading, and opens a hit", async () => {
  const user = userEvent.setup();
  render(<SearchBox />);
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'acme');
  expect(await screen.findByText('Cards')).toBeInTheDocument();
  expect(screen.getByText('Invoice for ACME')).toBeInTheDocument();
  expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'acme', limit: 5 }));

  await user.click(screen.getByText('Call ACME back'));
  expect($location.getState().pathname).toBe('/modules/kanban/boards/b1');
  expect($location.getState().search).toBe('?card=c2');
});

it('asks nobody for a single letter, and says when nothing is found', async () => {
  const user = userEvent.setup();
  search.mockClear();
  render(<SearchBox />);
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zz');
  await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
  expect(screen.getByText('Nothing found')).toBeInTheDocument();
  await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(search).toHaveBeenCalledTimes(1);
});

it("is focused by «/» (the layout's hotkey) and has a button that opens the first hit", async () => {
  const user = userEvent.setup();
  render(<SearchBox />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  act(() => searchFocusRequested());
  expect(box).toHaveFocus();
  await user.keyboard('acme');
  await screen.findByText('Invoice for ACME');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect($location.getState().search).toBe('?card=c1');
});

it('walks the results with the arrow keys, opens the chosen one with Enter, and closes on Escape', async () => {
  const user = userEvent.setup();
  render(<SearchBox />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  await user.type(box, 'acme');
  await screen.findByText('Call ACME back');
  const item = (name: RegExp) => screen.getByRole('menuitem', { name });
  expect(box).toHaveAttribute('aria-activedescendant', item(/^Invoice for ACME/).id);
  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', item(/^Call ACME back/).id);
  expect(item(/^Call ACME back/)).toHaveClass('bp6-active');
  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', item(/^Invoice for ACME/).id);
  await user.keyboard('{ArrowUp}{Enter}');
  expect($location.getState().search).toBe('?card=c2');

  await user.type(box, 'acme');
  await screen.findByText('Call ACME back');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByText('Call ACME back')).not.toBeInTheDocument());
});

it('shows the title on its own line and the text around the match below it, the matched words marked as text', async () => {
  const user = userEvent.setup();
  const remove = registerSearchProvider('wiki', {
    id: 'articles',
    title: 'Articles',
    search: async () => [
      {
        id: 'a1',
        title: 'Supply <b>contract</b>',
        titleHighlights: [{ start: 10, end: 18 }],
        description: '…the signed contract is kept',
        descriptionHighlights: [{ start: 12, end: 20 }],
        path: '/modules/wiki/article/a1',
        icon: 'manual',
      },
    ],
  });
  try {
    render(<SearchBox />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'contract');
    const row = (await screen.findByText(/^Supply/)).closest('[role="menuitem"]')!;
    expect(row.querySelector('.artel-search-result__title')).toHaveTextContent('Supply <b>contract</b>');
    expect(row.querySelector('.artel-search-result__description')).toHaveTextContent('…the signed contract is kept');
    expect([...row.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['contract', 'contract']);
    expect(row.querySelector('b')).toBeNull();
  } finally {
    remove();
  }
});
