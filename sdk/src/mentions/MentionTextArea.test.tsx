import type { WorkspaceMember } from '../workspace/workspaceTypes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MentionTextArea } from './MentionTextArea';

const member = (userId: string, name: string): WorkspaceMember => ({
  userId,
  name,
  email: `${userId}@example.com`,
  role: 'member',
  joinedAt: '2026-11-01T00:00:00.000Z',
});
const members = [member('u1', 'Ольга Петрова'), member('u2', 'Олег Ким'), member('u3', 'Пётр Ильин')];

function Box({ onMention }: { onMention(member: WorkspaceMember): void }) {
  const [value, setValue] = useState('');
  return <MentionTextArea label="Новый комментарий" value={value} members={members} onChange={setValue} onMention={onMention} />;
}

describe('MentionTextArea', () => {
  it('offers the members matching what follows @ and puts the one picked with the keyboard in the text', async () => {
    const onMention = jest.fn();
    render(<Box onMention={onMention} />);
    const box = screen.getByRole('combobox', { name: 'Новый комментарий' });
    await userEvent.type(box, 'Глянь, @Ол');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Ольга Петрова'),
      expect.stringContaining('Олег Ким'),
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Глянь, @Олег Ким ');
    expect(onMention).toHaveBeenCalledWith(expect.objectContaining({ userId: 'u2' }));
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('closes the list on Escape and keeps the text as typed', async () => {
    render(<Box onMention={jest.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Новый комментарий' });
    await userEvent.type(box, '@Пё');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect(box).toHaveValue('@Пё');
  });

  it('opens the list in a portal, so a scrolling dialog around the box does not cut it off', async () => {
    render(
      <div data-testid="dialog-body" style={{ overflow: 'auto', height: 40 }}>
        <Box onMention={jest.fn()} />
      </div>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Новый комментарий' }), '@Ол');
    const list = screen.getByRole('listbox', { name: 'Новый комментарий' });
    expect(screen.getByTestId('dialog-body')).not.toContainElement(list);
    expect(screen.getByRole('combobox', { name: 'Новый комментарий' })).toHaveFocus();
  });
});
