/** The description: rendered markdown until someone edits it; its own Save and Cancel, Escape cancels the edit only. */
import { Button, TextArea } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { MODULE_ID } from '../moduleId';
import { MarkdownView } from './MarkdownView';

interface DescriptionFieldProps {
  id: string;
  description: string;
  editable: boolean;
  onSave(description: string): Promise<boolean>;
  onDirtyChange(dirty: boolean): void;
}

export function DescriptionField({ id, description, editable, onSave, onDirtyChange }: DescriptionFieldProps) {
  const { t } = useTranslation(MODULE_ID);
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => onDirtyChange(draft !== null && draft !== description), [draft, description, onDirtyChange]);

  const save = async () => {
    if (draft === null) return;
    if (draft === description || (await onSave(draft))) setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
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
        {editable && draft === null && <Button size="small" variant="minimal" icon="edit" text={t('card.edit')} onClick={() => setDraft(description)} />}
      </div>
      {draft === null ? (
        description ? (
          <MarkdownView source={description} />
        ) : (
          <p className="bp6-text-muted">{t('card.noDescription')}</p>
        )
      ) : (
        <>
          <TextArea id={id} aria-label={t('card.description')} fill autoResize autoFocus value={draft} onChange={(event) => setDraft(event.currentTarget.value)} onKeyDown={onKeyDown} />
          <p className="bp6-text-muted kanban-dialog__hint">{t('card.descriptionHint')}</p>
          <div className="kanban-dialog__buttons">
            <Button intent="primary" size="small" text={t('card.save')} onClick={() => void save()} />
            <Button size="small" variant="minimal" text={t('board.cancel')} onClick={() => setDraft(null)} />
          </div>
        </>
      )}
    </section>
  );
}
