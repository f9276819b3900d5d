/** Quick-add forms on a board: one open at a time, and what was typed in a closed one is still there on reopening. */
import { createModuleSdk } from '@artel/sdk/testing';
import { i18n } from '@artel/sdk';
import { fireEvent, render, screen } from '@testing-library/react';
import { translations } from '../translations';
import { QuickAdd } from './QuickAdd';
import { QuickAddGroup } from './quickAddGroup';

beforeAll(async () => {
  createModuleSdk('kanban').addTranslations(translations);
  await i18n.changeLanguage('en');
});

const board = () =>
  render(
    <QuickAddGroup>
      <QuickAdd label="Add a card to To do" placeholder="Card in To do" onAdd={jest.fn(async () => undefined)} />
      <QuickAdd label="Add a card to Done" placeholder="Card in Done" onAdd={jest.fn(async () => undefined)} />
      <QuickAdd label="Add a column" placeholder="Column name" onAdd={jest.fn(async () => undefined)} />
    </QuickAddGroup>,
  );

it('closes the open form when another one opens, keeping its typed text for next time', () => {
  board();
  fireEvent.click(screen.getByRole('button', { name: 'Add a card to To do' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Card in To do' }), { target: { value: 'Half a title' } });

  fireEvent.click(screen.getByRole('button', { name: 'Add a column' }));
  expect(screen.queryByRole('textbox', { name: 'Card in To do' })).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Column name' })).toHaveFocus();
  expect(screen.getAllByRole('textbox')).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: 'Add a card to To do' }));
  expect(screen.getByRole('textbox', { name: 'Card in To do' })).toHaveValue('Half a title');
  expect(screen.queryByRole('textbox', { name: 'Column name' })).toBeNull();
});

it('closing a form leaves the others closed, and a form outside a board opens by itself', () => {
  board();
  fireEvent.click(screen.getByRole('button', { name: 'Add a card to Done' }));
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Card in Done' }), { key: 'Escape' });
  expect(screen.queryAllByRole('textbox')).toHaveLength(0);

  render(<QuickAdd label="Add an item" placeholder="New item" onAdd={jest.fn(async () => undefined)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a card to To do' }));
  expect(screen.getByRole('textbox', { name: 'New item' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Card in To do' })).toBeInTheDocument();
});
