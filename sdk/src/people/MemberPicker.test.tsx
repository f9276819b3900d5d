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

function Several({ initial, onChange }: { initial: string[]; onChange(userIds: string[]): void }) {
  const [value, setValue] = useState(initial);
  const change = (userIds: string[]) => {
    setValue(userIds);
    onChange(userIds);
  };
  return <MemberPicker multiple label="Исполнители" members={members} value={value} onChange={change} />;
}

describe('MemberPicker with several members', () => {
  it('shows the chosen as tags, ticks them in the list and adds one with the keyboard, leaving the list open', async () => {
    const onChange = jest.fn();
    render(<Several initial={['u2']} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Убрать: Олег Ким' })).toHaveTextContent('Олег Ким');
    const input = screen.getByRole('combobox', { name: 'Исполнители' });
    await userEvent.click(input);
    expect(screen.getByRole('listbox', { name: 'Исполнители' })).toHaveAttribute('aria-multiselectable', 'true');
    expect(screen.getByRole('option', { name: /Олег Ким/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /Ольга Петрова/ })).toHaveAttribute('aria-selected', 'false');
    await userEvent.type(input, 'stroy');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['u2', 'u3']);
    expect(input).toHaveValue('');
    expect(screen.getByRole('option', { name: /Пётр Ильин/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Убрать: Пётр Ильин' })).toBeInTheDocument();
  });

  it('removes a member picked again, by Backspace in the empty field, or by their tag', async () => {
    const onChange = jest.fn();
    render(<Several initial={['u1', 'u2', 'u3']} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Исполнители' });
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: /Ольга Петрова/ }));
    expect(onChange).toHaveBeenLastCalledWith(['u2', 'u3']);
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['u2']);
    await userEvent.click(screen.getByRole('button', { name: 'Убрать: Олег Ким' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('button', { name: /Убрать/ })).toBeNull();
  });

  it('offers no removal while disabled', () => {
    render(<MemberPicker multiple disabled label="Исполнители" members={members} value={['u1']} onChange={jest.fn()} />);
    expect(screen.getByText('Ольга Петрова')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Убрать/ })).toBeNull();
  });
});
