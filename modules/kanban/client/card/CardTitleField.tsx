/**
 * The card's title in the dialog header, edited in place: Enter or leaving the field saves, Escape puts it back
 * (and the dialog then takes the focus out of the field).
 */
import { useTranslation } from '@artel/sdk';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MODULE_ID } from '../moduleId';

interface CardTitleFieldProps {
  id: string;
  title: string;
  editable: boolean;
  onSave(title: string): void;
  /** True while a changed title is being typed: leaving the field saves it, closing the card would not. */
  onDirtyChange(dirty: boolean): void;
}

export function CardTitleField({ id, title, editable, onSave, onDirtyChange }: CardTitleFieldProps) {
  const { t } = useTranslation(MODULE_ID);
  const [value, setValue] = useState(title);
  const [typing, setTyping] = useState(false);
  // The blur that follows Escape must not save the text Escape has just put back.
  const reverted = useRef(false);
  useEffect(() => setValue(title), [title]);
  useEffect(() => onDirtyChange(typing && value.trim() !== title), [typing, value, title, onDirtyChange]);

  const commit = () => {
    setTyping(false);
    if (reverted.current) {
      reverted.current = false;
      return;
    }
    const next = value.trim();
    if (!next) setValue(title);
    else if (next !== title) onSave(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      reverted.current = true;
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
      onChange={(event) => {
        setTyping(true);
        setValue(event.currentTarget.value.replace(/\n/g, ' '));
      }}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}
