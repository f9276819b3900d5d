/**
 * The description: rendered markdown until someone edits it; its own Save and Cancel. What is typed is kept as
 * a draft until it is saved or cancelled, so closing the card or the page loses nothing: the editor opens with
 * it again, marked as a draft. Escape only leaves the field (the dialog's rule for every field).
 */
import { Button, TextArea } from '@blueprintjs/core';
import { useDraft, useTranslation } from '@artel/sdk';
import { type KeyboardEvent, useState } from 'react';
import { kanbanSdk } from '../kanbanSdk';
import { MODULE_ID } from '../moduleId';
import { MarkdownView } from './MarkdownView';

interface DescriptionFieldProps {
  id: string;
  cardId: string;
  description: string;
  editable: boolean;
  onSave(description: string): Promise<boolean>;
}

export function DescriptionField({ id, cardId, description, editable, onSave }: DescriptionFieldProps) {
  const { t } = useTranslation(MODULE_ID);
  const [editing, setEditing] = useState(false);
  // The typed text while it differs from the saved description; null when nothing is changed.
  const typed = useDraft<string | null>(kanbanSdk().drafts, `card:${cardId}:description`, null);
  const open = editable && (editing || typed.value !== null);

  const close = async () => {
    setEditing(false);
    await typed.clear();
  };
  const save = async () => {
    if (typed.value === null || (await onSave(typed.value))) await close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <section className="kanban-dialog__section" aria-labelledby={`${id}-heading`}>
      <div className="kanban-dialog__section-head">
        <h3 id={`${id}-heading`} className="bp6-heading">
          {t('card.description')}
        </h3>
        {editable && !open && <Button size="small" variant="minimal" icon="edit" text={t('card.edit')} onClick={() => setEditing(true)} />}
      </div>
      {!open ? (
        description ? (
          <MarkdownView source={description} />
        ) : (
          <p className="bp6-text-muted">{t('card.noDescription')}</p>
        )
      ) : (
        <>
          <TextArea
            id={id}
            aria-label={t('card.description')}
            fill
            autoResize
            autoFocus={editing}
            value={typed.value ?? description}
            onChange={(event) => {
              const text = event.currentTarget.value;
              typed.setValue(text === description ? null : text);
            }}
            onKeyDown={onKeyDown}
          />
          <p className="bp6-text-muted kanban-dialog__hint">{typed.restoredAt ? t('card.descriptionDraft') : t('card.descriptionHint')}</p>
          <div className="kanban-dialog__buttons">
            <Button intent="primary" size="small" text={t('card.save')} onClick={() => void save()} />
            <Button size="small" variant="minimal" text={t('board.cancel')} onClick={() => void close()} />
          </div>
        </>
      )}
    </section>
  );
}
