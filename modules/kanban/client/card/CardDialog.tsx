/**
 * A card in two panes, as in Trello and Plane: the title (edited in place), description, checklist, files,
 * comments and activity on the left; its column, people, labels, dates, priority and actions on the right — and
 * on a phone, where the panes stack, the properties first (they come first in the page for that reason). Each field saves
 * by itself; the dialog says «Сохранено» quietly and offers to undo the last change.
 * Escape in a field leaves the field; the next Escape closes the card, asking first only when typed text would be
 * lost (the new comment and the description are kept as drafts, so only a title or a comment being edited is).
 */
import { Alert, Button, Callout, Checkbox, Dialog, DialogBody, FormGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { MemberPicker, showToast, useTranslation, useUnsavedChanges, type WorkspaceMember } from '@artel/sdk';
import { type SyntheticEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import {
  CARD_PRIORITIES,
  type CardChanges,
  type CardPriority,
  type CardSummary,
  type KanbanCard,
  type KanbanColumn,
  type KanbanLabel,
} from '../api/kanbanTypes';
import { dateKeyToIso, isoToDateKey } from '../calendar/dateKeys';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { ActivitySection } from './ActivitySection';
import { AttachmentsSection } from './AttachmentsSection';
import { CardActionButtons } from './cardActions';
import { CardPartnerField } from './CardPartnerField';
import { ColumnField } from './ColumnField';
import { CardTitleField } from './CardTitleField';
import { ChecklistSection } from './ChecklistSection';
import { CommentsSection } from './CommentsSection';
import { DateField } from './DateField';
import { DescriptionField } from './DescriptionField';
import { LabelPicker } from './LabelPicker';
import { ModalHeader } from '../dialogs/ModalHeader';
import { NewLabelForm } from './NewLabelForm';
import { isTextField } from './textFields';
import { useFieldSaver } from './useFieldSaver';
import { WatchButton } from './WatchButton';
import './cardDialog.css';
import '../board/person.css';

export interface CardDialogProps {
  cardId: string;
  boardId: string;
  /** The board's columns in their order, for «Переместить». */
  columns: readonly KanbanColumn[];
  labels: readonly KanbanLabel[];
  members: readonly WorkspaceMember[];
  can(permission: string): boolean;
  archiveEnabled: boolean;
  /** Changes when a live event concerns this card. */
  refreshKey: unknown;
  onSaved(card: CardSummary): void;
  /** A label made or changed from the dialog. */
  onLabelSaved(label: KanbanLabel): void;
  /** The server has deleted the label and taken it off every card. */
  onLabelDeleted(labelId: string): void;
  onRemoved(cardId: string): void;
  onClose(): void;
}

const summaryOf = (card: KanbanCard): CardSummary => card;

/** The saved values of the fields in `changes`, to send back on undo. */
function previousOf(card: KanbanCard, changes: CardChanges): CardChanges {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(changes) as Array<keyof CardChanges>) previous[key] = card[key];
  return previous as CardChanges;
}

export function CardDialog(props: CardDialogProps) {
  const {
    cardId,
    boardId,
    columns,
    labels,
    members,
    can,
    archiveEnabled,
    refreshKey,
    onSaved,
    onLabelSaved,
    onLabelDeleted,
    onRemoved,
    onClose,
  } = props;
  const { t } = useTranslation(MODULE_ID);
  const [card, setCard] = useState<KanbanCard | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<'close' | 'delete' | null>(null);
  const [dateError, setDateError] = useState(false);
  const [dirtyFields, setDirtyFields] = useState<ReadonlySet<string>>(() => new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  // Set once the person has chosen to drop their typing: the closing navigation must not ask again.
  const discarding = useRef(false);
  const field = `kanban-card-${useId()}`;
  const editable = can('edit_card');

  useEffect(() => {
    let current = true;
    kanbanApi.card(cardId).then(
      (loaded) => current && setCard(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [cardId, refreshKey]);

  const applySaved = useCallback(
    (saved: KanbanCard) => {
      setCard(saved);
      onSaved(summaryOf(saved));
    },
    [onSaved],
  );
  const { status, save, undo } = useFieldSaver(applySaved);

  const change = (changes: CardChanges) => {
    if (!card) return Promise.resolve(false);
    const previous = previousOf(card, changes);
    return save(
      () => kanbanApi.updateCard(card.id, changes),
      () => kanbanApi.updateCard(card.id, previous),
    );
  };

  const setAssignees = (next: string[]) => {
    if (!card) return;
    const before = card.assigneeIds;
    void save(
      () => kanbanApi.setAssignees(card.id, next),
      () => kanbanApi.setAssignees(card.id, before),
    );
  };

  // To the end of the chosen column, as the board's own drop at a column's foot; the undo takes it back there.
  const moveTo = (columnId: string) => {
    if (!card) return;
    const moveInto = (target: string) => () =>
      kanbanApi.moveCard(card.id, target, { afterId: null, beforeId: null }).then((moved): KanbanCard => ({ ...card, ...moved }));
    void save(moveInto(columnId), moveInto(card.columnId));
  };

  const toggleLabel = (labelId: string) => {
    if (!card) return;
    const labelIds = card.labelIds.includes(labelId) ? card.labelIds.filter((id) => id !== labelId) : [...card.labelIds, labelId];
    void change({ labelIds });
  };

  const setDay = (name: 'startDate' | 'dueDate', key: string) => {
    if (!card) return;
    const next = { startDate: isoToDateKey(card.startDate) ?? '', dueDate: isoToDateKey(card.dueDate) ?? '', [name]: key };
    if (next.startDate && next.dueDate && next.startDate > next.dueDate) {
      setDateError(true);
      return;
    }
    setDateError(false);
    if ((isoToDateKey(card[name]) ?? '') === key) return;
    // A new due date clears its «готово» mark on the server; saying so here lets the undo bring the mark back.
    void change(
      name === 'dueDate' && card.dueComplete ? { dueDate: dateKeyToIso(key), dueComplete: false } : { [name]: dateKeyToIso(key) },
    );
  };
  const markDirty = useCallback((name: string, isDirty: boolean) => {
    setDirtyFields((fields) => {
      if (fields.has(name) === isDirty) return fields;
      const next = new Set(fields);
      if (isDirty) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);
  const titleDirty = useCallback((isDirty: boolean) => markDirty('title', isDirty), [markDirty]);
  const commentEditDirty = useCallback((isDirty: boolean) => markDirty('commentEdit', isDirty), [markDirty]);
  const dirty = dirtyFields.size > 0;
  // The card is open at ?card=id on its board: any other address (closing it, another card, another page) loses the typing.
  useUnsavedChanges(dirty, {
    losesWorkOn: (to) => !discarding.current && (to.pathname !== window.location.pathname || to.searchParams.get('card') !== cardId),
  });

  const requestClose = (event?: SyntheticEvent<HTMLElement>) => {
    if (event?.type === 'keydown' && isTextField(event.target)) {
      heading.current?.focus({ preventScroll: true });
      return;
    }
    if (dirty) setConfirming('close');
    else onClose();
  };
  // Also after the card is archived or deleted: an edit of it has nothing left to be saved to.
  const discard = () => {
    discarding.current = true;
    onClose();
  };

  const archive = () =>
    card &&
    kanbanApi.archiveCard(card.id).then(() => {
      onRemoved(card.id);
      discard();
      showToast({
        message: t('card.archivedToast', { title: card.title }),
        intent: 'success',
        action: { text: t('card.undo'), onClick: () => void kanbanApi.restoreCard(card.id).then(onSaved, toastFailure) },
      });
    }, toastFailure);

  const remove = () =>
    card &&
    kanbanApi.deleteCard(card.id).then(() => {
      onRemoved(card.id);
      discard();
    }, toastFailure);

  const labelDeleted = (labelId: string) => {
    setCard((previous) => (previous ? { ...previous, labelIds: previous.labelIds.filter((id) => id !== labelId) } : previous));
    onLabelDeleted(labelId);
  };

  return (
    <Dialog isOpen onClose={requestClose} aria-labelledby={`${field}-title`} className="kanban-dialog">
      <ModalHeader titleId={`${field}-heading`} headingRef={heading} onClose={requestClose}>
        {card ? (
          <CardTitleField
            id={`${field}-title`}
            title={card.title}
            editable={editable}
            onSave={(title) => void change({ title })}
            onDirtyChange={titleDirty}
          />
        ) : (
          ''
        )}
      </ModalHeader>
      <DialogBody>
        {failed && <Callout intent="danger">{t('board.failed')}</Callout>}
        {!card ? (
          !failed && <Spinner />
        ) : (
          <>
            <p className="kanban-dialog__status" role="status">
              {status?.kind === 'saved' && (
                <>
                  <span>{t('card.saved')}</span>
                  <Button size="small" variant="minimal" intent="primary" text={t('card.undo')} onClick={() => void undo()} />
                </>
              )}
              {status?.kind === 'undone' && <span>{t('card.undone')}</span>}
            </p>
            <div className="kanban-dialog__layout">
              <aside className="kanban-dialog__side" aria-label={t('card.details')}>
                <ColumnField
                  id={`${field}-column`}
                  columnId={card.columnId}
                  columns={columns}
                  disabled={!can('move_card')}
                  onMove={moveTo}
                />
                <FormGroup label={t('card.assignees')} labelFor={`${field}-assignees`}>
                  <MemberPicker
                    multiple
                    id={`${field}-assignees`}
                    label={t('card.assignees')}
                    members={members}
                    value={card.assigneeIds}
                    disabled={!can('assign_card')}
                    fill
                    onChange={setAssignees}
                  />
                </FormGroup>
                <LabelPicker
                  labels={labels}
                  selectedIds={card.labelIds}
                  editable={editable}
                  canManage={can('edit_board')}
                  onToggle={toggleLabel}
                  onLabelSaved={onLabelSaved}
                  onLabelDeleted={labelDeleted}
                />
                {can('edit_board') && (
                  <NewLabelForm
                    boardId={boardId}
                    labels={labels}
                    onCreated={(label) => {
                      onLabelSaved(label);
                      void change({ labelIds: [...card.labelIds, label.id] });
                    }}
                  />
                )}
                <FormGroup label={t('card.startDate')} labelFor={`${field}-start`}>
                  <DateField
                    id={`${field}-start`}
                    value={isoToDateKey(card.startDate) ?? ''}
                    disabled={!editable}
                    onChange={(key) => setDay('startDate', key)}
                  />
                </FormGroup>
                <FormGroup
                  label={t('card.dueDate')}
                  labelFor={`${field}-due`}
                  intent={dateError ? 'danger' : 'none'}
                  helperText={dateError ? t('card.datesOrder') : undefined}
                >
                  <DateField
                    id={`${field}-due`}
                    value={isoToDateKey(card.dueDate) ?? ''}
                    disabled={!editable}
                    onChange={(key) => setDay('dueDate', key)}
                  />
                  <Checkbox
                    className="kanban-due-complete"
                    checked={card.dueComplete}
                    disabled={!editable || card.dueDate === null}
                    label={t('due.complete')}
                    title={t('due.completeHint')}
                    onChange={() => void change({ dueComplete: !card.dueComplete })}
                  />
                </FormGroup>
                <FormGroup label={t('card.priority')} labelFor={`${field}-priority`}>
                  <HTMLSelect
                    id={`${field}-priority`}
                    value={card.priority}
                    disabled={!editable}
                    onChange={(event) => void change({ priority: event.currentTarget.value as CardPriority })}
                  >
                    {CARD_PRIORITIES.map((priority) => (
                      <option key={priority} value={priority}>
                        {t(`card.priorities.${priority}`)}
                      </option>
                    ))}
                  </HTMLSelect>
                </FormGroup>
                <CardPartnerField cardId={card.id} editable={editable} />
                <div className="kanban-dialog__actions">
                  <WatchButton card={card} onChanged={setCard} />
                  <CardActionButtons card={card} />
                  {archiveEnabled && editable && <Button icon="archive" text={t('card.archive')} onClick={() => void archive()} />}
                  {can('delete_card') && (
                    <Button
                      icon="trash"
                      intent="danger"
                      variant="minimal"
                      text={t('card.delete')}
                      onClick={() => setConfirming('delete')}
                    />
                  )}
                </div>
              </aside>
              <div className="kanban-dialog__main">
                <DescriptionField
                  id={`${field}-description`}
                  cardId={card.id}
                  description={card.description}
                  editable={editable}
                  onSave={(description) => change({ description })}
                />
                <ChecklistSection
                  cardId={card.id}
                  items={card.checklistItems}
                  editable={editable}
                  onChange={(checklistItems) =>
                    applySaved({
                      ...card,
                      checklistItems,
                      checklist: { done: checklistItems.filter((item) => item.done).length, total: checklistItems.length },
                    })
                  }
                />
                <AttachmentsSection
                  cardId={card.id}
                  attachments={card.attachments}
                  canUpload={can('upload_files')}
                  canDeleteAny={can('delete_files')}
                  onChange={(attachments) => applySaved({ ...card, attachments, attachmentCount: attachments.length })}
                />
                <CommentsSection
                  cardId={card.id}
                  canComment={can('create_comments')}
                  canDeleteAny={can('delete_comment')}
                  members={members}
                  refreshKey={refreshKey}
                  onCountChange={(commentCount) => onSaved({ ...summaryOf(card), commentCount })}
                  onEditDirtyChange={commentEditDirty}
                />
                <ActivitySection cardId={card.id} refreshKey={refreshKey} />
              </div>
            </div>
          </>
        )}
      </DialogBody>
      <Alert
        isOpen={confirming === 'close'}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={t('card.discard')}
        cancelButtonText={t('card.keepEditing')}
        onConfirm={discard}
        onCancel={() => setConfirming(null)}
      >
        {t('card.unsavedText')}
      </Alert>
      <Alert
        isOpen={confirming === 'delete'}
        intent="danger"
        icon="trash"
        confirmButtonText={t('card.delete')}
        cancelButtonText={t('board.cancel')}
        onConfirm={() => {
          setConfirming(null);
          void remove();
        }}
        onCancel={() => setConfirming(null)}
      >
        {t('card.deleteConfirm', { title: card?.title ?? '' })}
      </Alert>
    </Dialog>
  );
}
