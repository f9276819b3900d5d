import { act, renderHook } from '@testing-library/react';
import type { KanbanCard } from '../api/kanbanTypes';
import { useFieldSaver } from './useFieldSaver';

const card = (priority: string) => ({ id: 'c1', priority }) as unknown as KanbanCard;

it('offers no undo while a second change is on its way, then undoes that one, not the first (issue 15)', async () => {
  const applied: string[] = [];
  const { result } = renderHook(() => useFieldSaver((saved) => applied.push(saved.priority)));
  await act(() =>
    result.current.save(
      async () => card('high'),
      async () => card('medium'),
    ),
  );
  expect(result.current.status?.kind).toBe('saved');

  let finish!: (saved: KanbanCard) => void;
  let second!: Promise<boolean>;
  act(() => {
    second = result.current.save(
      () => new Promise((resolve) => (finish = resolve)),
      async () => card('high'),
    );
  });
  expect(result.current.status).toBeNull();
  await act(async () => {
    finish(card('urgent'));
    await second;
  });
  await act(() => result.current.undo());
  expect(applied).toEqual(['high', 'urgent', 'high']);
  expect(result.current.status?.kind).toBe('undone');
});
