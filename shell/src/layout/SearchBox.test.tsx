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

it('is focused by «/» (the layout\'s hotkey) and has a button that opens the first hit', async () => {
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
