import type { WorkspaceMember } from '../workspace/workspaceTypes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemberPicker } from './MemberPicker';

const member = (userId: string, name: string, email: string): WorkspaceMember => ({
  userId,
  name,
  email,
  role: 'member',
  joinedAt: '2026-11-01T00:00:00.000Z',
});
const members = [
  member('u1', 'Ольга Петрова', 'olga@example.com'),
  member('u2', 'Олег Ким', 'oleg@example.com'),
  member('u3', 'Пётр Ильин', 'petr@stroy.example'),
];

function Field({
  initial = null,
  onChange,
  noneLabel,
}: {
  initial?: string | null;
  onChange(userId: string | null): void;
  noneLabel?: string;
}) {
  const [value, setValue] = useState(initial);
  const change = (userId: string | null) => {
    setValue(userId);
    onChange(userId);
  };
  return <MemberPicker label="Исполнитель" members={members} value={value} onChange={change} noneLabel={noneLabel} />;
}

const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('MemberPicker', () => {
  it('narrows the members by name or e-mail as one types and picks with the keyboard', async () => {
    const onChange = jest.fn();
    render(<Field onChange={onChange} noneLabel="Не назначен" />);
    const input = screen.getByRole('combobox', { name: 'Исполнитель' });
    await userEvent.type(input, 'ол');
    expect(options()).toEqual([expect.stringContaining('Ольга Петрова'), expect.stringContaining('Олег Ким')]);
    await userEvent.clear(input);
    await userEvent.type(input, 'stroy');
    expect(options()).toEqual([expect.stringContaining('Пётр Ильин')]);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('u3');
    expect(screen.queryByRole('option')).toBeNull();
    expect(input).toHaveValue('Пётр Ильин');
  });

  it('offers nobody first, moves with the arrows and shows each person with their avatar', async () => {
    const onChange = jest.fn();
    render(<Field initial="u1" onChange={onChange} noneLabel="Не назначен" />);
    const input = screen.getByRole('combobox', { name: 'Исполнитель' });
    expect(input).toHaveValue('Ольга Петрова');
    await userEvent.click(input);
    expect(options()).toEqual([
      'Не назначен',
      expect.stringContaining('Ольга Петрова'),
      expect.stringContaining('Олег Ким'),
      expect.stringContaining('Пётр Ильин'),
    ]);
    expect(screen.getByRole('option', { name: /Ольга Петрова/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /Олег Ким/ }).querySelector('.artel-avatar')).toHaveTextContent('ОК');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith(null);
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'Не назначен');
  });

  it('closes on Escape without changing the choice, and says when nobody matches', async () => {
    const onChange = jest.fn();
    render(<Field initial="u2" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Исполнитель' });
    await userEvent.type(input, 'zzz');
    expect(screen.getByText('Никого не найдено')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect(input).toHaveValue('Олег Ким');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks with the mouse and keeps the focus in the field', async () => {
    const onChange = jest.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Исполнитель' });
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: /Олег Ким/ }));
    expect(onChange).toHaveBeenCalledWith('u2');
    expect(input).toHaveFocus();
  });
});
