import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NameInPlace } from './NameInPlace';

it('renames a column from the keyboard: Tab to the name, type, Enter; Escape keeps the old name', async () => {
  const user = userEvent.setup();
  const onRename = jest.fn();
  render(<NameInPlace name="To do" label="Rename column" onRename={onRename} />);
  expect(screen.getByText('To do')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();

  await user.tab();
  const input = screen.getByRole('textbox', { name: 'Rename column' });
  expect(input).toHaveFocus();
  await user.clear(input);
  await user.type(input, '  Backlog {Enter}');
  expect(onRename).toHaveBeenCalledWith('Backlog');
  expect(screen.queryByRole('textbox')).toBeNull();

  await user.click(screen.getByText('To do'));
  await user.type(screen.getByRole('textbox', { name: 'Rename column' }), ' later{Escape}');
  expect(onRename).toHaveBeenCalledTimes(1);
  expect(screen.getByText('To do')).toBeInTheDocument();
  // Typing key by key with Blueprint's first render in a cold jsdom takes seconds on a loaded two-core runner.
}, 20_000);
