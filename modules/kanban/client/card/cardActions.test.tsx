import { createModuleSdk } from '@artel/sdk/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KanbanCard } from '../api/kanbanTypes';
import { testCard } from '../board/testCards';
import { bindKanbanSdk } from '../kanbanSdk';
import { CARD_ACTIONS_POINT, CardActionButtons, defineCardActions } from './cardActions';

it('shows the actions other modules add to a card, runs them on that card, and skips a malformed one', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const kanban = createModuleSdk('kanban');
  bindKanbanSdk(kanban);
  const telegram = createModuleSdk('telegram');
  const run = jest.fn();
  telegram.extensions.register(CARD_ACTIONS_POINT, { id: 'send', title: 'Send to Telegram', icon: 'send-message', run });
  telegram.extensions.register(CARD_ACTIONS_POINT, { id: 'broken', title: 'No run' });
  defineCardActions(kanban);

  const card = testCard({ id: 'c1', columnId: 'todo', rank: 'a0', title: 'Invoice' }) as KanbanCard;
  render(<CardActionButtons card={card} />);
  expect(screen.queryByText('No run')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send to Telegram' }));
  expect(run).toHaveBeenCalledWith({ cardId: 'c1', boardId: 'b1', title: 'Invoice' });
  expect(error).toHaveBeenCalledWith(
    "Extension point 'kanban.card-actions' skipped an entry of 'telegram': A card action needs an id, a title and run()",
    expect.objectContaining({ id: 'broken' }),
  );
  error.mockRestore();
});
