import { Button, InputGroup } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { type FormEvent, useId, useState } from 'react';
import { MODULE_ID } from '../moduleId';
import { useQuickAddOpen } from './quickAddGroup';

interface QuickAddProps {
  /** The visible label of the button and the input. */
  label: string;
  placeholder: string;
  disabled?: boolean;
  onAdd(text: string): Promise<unknown>;
}

/**
 * A button that turns into a one-line form: Enter adds and keeps the form open for the next, Escape closes.
 * Within a QuickAddGroup (a board) opening it closes the group's other form; typed text stays for next time.
 */
export function QuickAdd({ label, placeholder, disabled, onAdd }: QuickAddProps) {
  const { t } = useTranslation(MODULE_ID);
  const [open, setOpen] = useQuickAddOpen(useId());
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);

  if (!open) {
    return <Button variant="minimal" icon="plus" text={label} disabled={disabled} onClick={() => setOpen(true)} fill alignText="start" />;
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setSaving(true);
    try {
      await onAdd(value);
      setText('');
    } catch {
      // The caller has told the user; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="kanban-quick-add" onSubmit={submit}>
      <InputGroup
        autoFocus
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        onValueChange={setText}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      <Button type="submit" intent="primary" size="small" text={t('board.add')} loading={saving} disabled={!text.trim()} />
      <Button size="small" variant="minimal" text={t('board.cancel')} onClick={() => setOpen(false)} />
    </form>
  );
}
