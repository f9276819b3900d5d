/** Every field of a card in one dialog: the form saves what changed; lists (checklist, files, comments) save at once. */
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Spinner, Tab, Tabs, TextArea } from '@blueprintjs/core';
import { showToast, useTranslation, type WorkspaceMember } from '@artel/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import { CARD_PRIORITIES, type CardPriority, type CardSummary, type KanbanCard, type KanbanLabel } from '../api/kanbanTypes';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { ActivitySection } from './ActivitySection';
import { AttachmentsSection } from './AttachmentsSection';
import { CardActionButtons } from './cardActions';
import { type CardDraft, datesInOrder, draftChanges, draftOf } from './cardDraft';
import { ChecklistSection } from './ChecklistSection';
import { CommentsSection } from './CommentsSection';
import { DateField } from './DateField';
import { LabelPicker } from './LabelPicker';
import { MarkdownView } from './MarkdownView';
import { NewLabelForm } from './NewLabelForm';
import './cardDialog.css';

export interface CardDialogProps {
  cardId: string;
  boardId: string;
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

export function CardDialog(props: CardDialogProps) {
  const { cardId, boardId, labels, members, can, archiveEnabled, refreshKey, onSaved, onLabelSaved, onLabelDeleted, onRemoved, onClose } = props;
  const { t } = useTranslation(MODULE_ID);
  const [card, setCard] = useState<KanbanCard | null>(null);
  const [draft, setDraft] = useState<CardDraft | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [descriptionTab, setDescriptionTab] = useState<'preview' | 'edit'>('preview');
  const editable = can('edit_card');

  useEffect(() => {
    let current = true;
    kanbanApi.card(cardId).then(
      (loaded) => {
        if (!current) return;
        setCard(loaded);
        setDraft((previous) => previous ?? draftOf(loaded));
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [cardId, refreshKey]);

  const applySaved = (saved: KanbanCard) => {
    setCard(saved);
    onSaved(summaryOf(saved));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!card || !draft) return;
    const changes = draftChanges(card, draft);
    if (Object.keys(changes).length === 0) return;
    setSaving(true);
    try {
      const saved = await kanbanApi.updateCard(card.id, changes);
      applySaved(saved);
      setDraft(draftOf(saved));
      showToast({ message: t('card.saved'), intent: 'success' });
    } catch (error) {
      toastFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const toggleAssignee = (userId: string) => {
    if (!card) return;
    const next = card.assigneeIds.includes(userId) ? card.assigneeIds.filter((id) => id !== userId) : [...card.assigneeIds, userId];
    kanbanApi.setAssignees(card.id, next).then(applySaved, toastFailure);
  };

  const archive = () =>
    card &&
    kanbanApi.archiveCard(card.id).then(() => {
      onRemoved(card.id);
      onClose();
    }, toastFailure);

  const remove = () =>
    card &&
    kanbanApi.deleteCard(card.id).then(() => {
      onRemoved(card.id);
      onClose();
    }, toastFailure);

  const set = (changes: Partial<CardDraft>) => setDraft((previous) => (previous ? { ...previous, ...changes } : previous));

  const labelDeleted = (labelId: string) => {
    const without = (ids: string[]) => ids.filter((id) => id !== labelId);
    setCard((previous) => (previous ? { ...previous, labelIds: without(previous.labelIds) } : previous));
    setDraft((previous) => (previous ? { ...previous, labelIds: without(previous.labelIds) } : previous));
    onLabelDeleted(labelId);
  };
  const field = (name: string) => `kanban-card-${name}`;

  return (
    <Dialog isOpen onClose={onClose} title={card?.title ?? ''} className="kanban-dialog" style={{ width: 760 }}>
      <DialogBody>
        {failed && <Callout intent="danger">{t('board.failed')}</Callout>}
        {!card || !draft ? (
          !failed && <Spinner />
        ) : (
          <div className="kanban-dialog__layout">
            <div className="kanban-dialog__main">
              <form id="kanban-card-form" onSubmit={save}>
                <FormGroup label={t('card.title')} labelFor={field('title')}>
                  <InputGroup id={field('title')} value={draft.title} disabled={!editable} onValueChange={(title) => set({ title })} required />
                </FormGroup>
                <FormGroup label={t('card.description')} helperText={t('card.descriptionHint')} labelFor={field('description')}>
                  {editable ? (
                    <Tabs id="kanban-description" selectedTabId={descriptionTab} onChange={(tab) => setDescriptionTab(tab as 'preview' | 'edit')}>
                      <Tab
                        id="edit"
                        title={t('card.edit')}
                        panel={
                          <TextArea
                            id={field('description')}
                            fill
                            autoResize
                            value={draft.description}
                            onChange={(event) => set({ description: event.currentTarget.value })}
                          />
                        }
                      />
                      <Tab id="preview" title={t('card.preview')} panel={<MarkdownView source={draft.description} />} />
                    </Tabs>
                  ) : (
                    <MarkdownView source={card.description} />
                  )}
                </FormGroup>
                <div className="kanban-dialog__row">
                  <FormGroup label={t('card.priority')} labelFor={field('priority')}>
                    <HTMLSelect
                      id={field('priority')}
                      value={draft.priority}
                      disabled={!editable}
                      onChange={(event) => set({ priority: event.currentTarget.value as CardPriority })}
                    >
                      {CARD_PRIORITIES.map((priority) => (
                        <option key={priority} value={priority}>
                          {t(`card.priorities.${priority}`)}
                        </option>
                      ))}
                    </HTMLSelect>
                  </FormGroup>
                  <FormGroup label={t('card.startDate')} labelFor={field('start')}>
                    <DateField id={field('start')} value={draft.startDate} disabled={!editable} onChange={(startDate) => set({ startDate })} />
                  </FormGroup>
                  <FormGroup
                    label={t('card.dueDate')}
                    labelFor={field('due')}
                    intent={datesInOrder(draft) ? 'none' : 'danger'}
                    helperText={datesInOrder(draft) ? undefined : t('card.datesOrder')}
                  >
                    <DateField id={field('due')} value={draft.dueDate} disabled={!editable} onChange={(dueDate) => set({ dueDate })} />
                  </FormGroup>
                </div>
                <LabelPicker
                  labels={labels}
                  selectedIds={draft.labelIds}
                  editable={editable}
                  canManage={can('edit_board')}
                  onToggle={(labelId) =>
                    set({ labelIds: draft.labelIds.includes(labelId) ? draft.labelIds.filter((id) => id !== labelId) : [...draft.labelIds, labelId] })
                  }
                  onLabelSaved={onLabelSaved}
                  onLabelDeleted={labelDeleted}
                />
                {editable && (
                  <Button type="submit" intent="primary" text={t('card.save')} loading={saving} disabled={!draft.title.trim() || !datesInOrder(draft)} />
                )}
              </form>
              {can('edit_board') && (
                <NewLabelForm
                  boardId={boardId}
                  onCreated={(label) => {
                    onLabelSaved(label);
                    set({ labelIds: [...draft.labelIds, label.id] });
                  }}
                />
              )}
            </div>
            <div className="kanban-dialog__side">
              <fieldset className="kanban-dialog__fieldset">
                <legend>{t('card.assignees')}</legend>
                {members.map((member) => (
                  <Checkbox
                    key={member.userId}
                    label={member.name}
                    disabled={!can('assign_card')}
                    checked={card.assigneeIds.includes(member.userId)}
                    onChange={() => toggleAssignee(member.userId)}
                  />
                ))}
              </fieldset>
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
            </div>
          </div>
        )}
        {card && (
          <>
            <CommentsSection
              cardId={card.id}
              canComment={can('create_comments')}
              canDeleteAny={can('delete_comment')}
              refreshKey={refreshKey}
              onCountChange={(commentCount) => onSaved({ ...summaryOf(card), commentCount })}
            />
            <ActivitySection cardId={card.id} refreshKey={refreshKey} />
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {card && <CardActionButtons card={card} />}
            {card && archiveEnabled && editable && <Button icon="archive" text={t('card.archive')} onClick={() => void archive()} />}
            {card && can('delete_card') && <Button icon="trash" intent="danger" variant="minimal" text={t('card.delete')} onClick={() => void remove()} />}
            <Button text={t('card.close')} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
