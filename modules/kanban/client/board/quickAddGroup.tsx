/**
 * One quick-add form open at a time on a board, as in Trello: opening «Добавить карточку» in one column closes
 * the form open in another (or «Добавить колонку»). The closed form keeps what was typed until it opens again.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface QuickAddGroupValue {
  openId: string | null;
  setOpenId(update: (current: string | null) => string | null): void;
}

const QuickAddGroupContext = createContext<QuickAddGroupValue | null>(null);

export function QuickAddGroup({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  return <QuickAddGroupContext.Provider value={value}>{children}</QuickAddGroupContext.Provider>;
}

/** Whether the form `id` is open, and a setter: in a group, opening it closes the group's other form. */
export function useQuickAddOpen(id: string): [boolean, (open: boolean) => void] {
  const group = useContext(QuickAddGroupContext);
  const [ownOpen, setOwnOpen] = useState(false);
  if (!group) return [ownOpen, setOwnOpen];
  return [group.openId === id, (open) => group.setOpenId((current) => (open ? id : current === id ? null : current))];
}
