/** The card's title in the dialog header, edited in place: Enter or leaving the field saves, Escape puts it back. */
import { useTranslation } from '@artel/sdk';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { MODULE_ID } from '../moduleId';

interface CardTitleFieldProps {
  id: string;
  title: string;
  editable: boolean;
  onSave(title: string): void;
  onDirtyChange(dirty: boolean): void;
}

export function CardTitleField({ id, title, editable, onSave, onDirtyChange }: CardTitleFieldProps) {
  const { t } = useTranslation(MODULE_ID);
  const [value, setValue] = useState(title);
  useEffect(() => setValue(title), [title]);
  useEffect(() => onDirtyChange(value.trim() !== title), [value, title, onDirtyChange]);

  const commit = () => {
    const next = value.trim();
    if (!next) setValue(title);
    else if (next !== title) onSave(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      // Escape here undoes the typing; it must not close the dialog too.
      event.stopPropagation();
      setValue(title);
    }
  };
  return (
    <textarea
      id={id}
      className="kanban-title-field"
      aria-label={t('card.title')}
      value={value}
      rows={1}
      maxLength={500}
      disabled={!editable}
      onChange={(event) => setValue(event.currentTarget.value.replace(/\n/g, ' '))}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}
