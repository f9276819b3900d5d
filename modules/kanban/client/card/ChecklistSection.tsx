/**
 * A card's checklist: tick, add, remove, and reorder by dragging an item's handle or with the keyboard. A move
 * shows at once and is undone if the server refuses it.
 */
import { type Announcements, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from '@artel/sdk';
import { useMemo, useRef } from 'react';
import type { ChecklistItem } from '../api/kanbanTypes';
import { kanbanApi } from '../api/kanbanApi';
import { placeAt } from '../board/boardReducer';
import { QuickAdd } from '../board/QuickAdd';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { ChecklistItemRow } from './ChecklistItemRow';

interface ChecklistSectionProps {
  cardId: string;
  items: readonly ChecklistItem[];
  editable: boolean;
  onChange(items: ChecklistItem[]): void;
}

export function ChecklistSection({ cardId, items, editable, onChange }: ChecklistSectionProps) {
  const { t } = useTranslation(MODULE_ID);
  // Answers arrive after later renders: they apply to the list as it is then, not as it was when the call began.
  const latest = useRef({ items, onChange });
  latest.current = { items, onChange };
  const replace = (item: ChecklistItem) =>
    latest.current.onChange(latest.current.items.map((existing) => (existing.id === item.id ? item : existing)));

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);

  // dnd-kit reports the item over its own place right after the pick-up; announcing that would drown the pick-up.
  const movedSincePickUp = useRef(false);
  const announcements = useMemo<Announcements>(() => {
    const describe = (id: string | number, overId: string | number | undefined) => ({
      text: items.find((item) => item.id === id)?.text ?? '',
      position: ids.indexOf(String(overId ?? id)) + 1,
      total: ids.length,
    });
    return {
      onDragStart: ({ active }) => {
        movedSincePickUp.current = false;
        return t('card.itemPickedUp', describe(active.id, active.id));
      },
      onDragOver: ({ active, over }) => {
        if (!over || (!movedSincePickUp.current && over.id === active.id)) return undefined;
        movedSincePickUp.current = true;
        return t('card.itemOver', describe(active.id, over.id));
      },
      onDragEnd: ({ active, over }) => (over ? t('card.itemDropped', describe(active.id, over.id)) : undefined),
      onDragCancel: ({ active }) => t('card.itemMoveCancelled', describe(active.id, active.id)),
    };
  }, [ids, items, t]);

  const move = ({ active, over }: DragEndEvent) => {
    const from = ids.indexOf(String(active.id));
    const to = over ? ids.indexOf(String(over.id)) : -1;
    if (from === -1 || to === -1 || from === to) return;
    const before = [...items];
    const moved = before[from]!;
    const placement = placeAt(
      before.filter((item) => item.id !== moved.id),
      to,
    );
    onChange(arrayMove(before, from, to).map((item) => (item.id === moved.id ? { ...item, rank: placement.rank } : item)));
    kanbanApi.moveChecklistItem(moved.id, { afterId: placement.afterId, beforeId: placement.beforeId }).then(replace, (error: unknown) => {
      latest.current.onChange(before);
      toastFailure(error, 'board.moveFailed');
    });
  };

  return (
    <section className="kanban-dialog__section" aria-label={t('card.checklist')}>
      <h3 className="bp6-heading">{t('card.checklist')}</h3>
      <DndContext
        sensors={sensors}
        onDragEnd={move}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('card.moveInstructions') } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ul className="kanban-checklist">
            {items.map((item) => (
              <ChecklistItemRow
                key={item.id}
                item={item}
                editable={editable}
                onToggle={(toggled) => kanbanApi.updateChecklistItem(toggled.id, { done: !toggled.done }).then(replace, toastFailure)}
                onRemove={(removed) =>
                  kanbanApi
                    .deleteChecklistItem(removed.id)
                    .then(
                      () => latest.current.onChange(latest.current.items.filter((existing) => existing.id !== removed.id)),
                      toastFailure,
                    )
                }
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {editable && (
        <QuickAdd
          label={t('card.checklistItem')}
          placeholder={t('card.checklistItem')}
          onAdd={async (text) => {
            try {
              const added = await kanbanApi.addChecklistItem(cardId, text);
              latest.current.onChange([...latest.current.items, added]);
            } catch (error) {
              toastFailure(error);
              throw error;
            }
          }}
        />
      )}
    </section>
  );
}
