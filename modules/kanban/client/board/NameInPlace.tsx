/**
 * A column's or board's name, renamed in place. Blueprint's EditableText measures its text as it mounts (a
 * forced layout per column, ~80 ms for the first screen of a board), so the name rests as the same markup
 * without it and the editor mounts only when the name is focused or clicked, as EditableText itself starts
 * editing on focus.
 */
import { Classes, EditableText } from '@blueprintjs/core';
import { useState } from 'react';

interface NameInPlaceProps {
  name: string;
  /** The editor's accessible name and the resting name's tooltip ("Rename column"). */
  label: string;
  maxLength?: number;
  onRename(name: string): void;
}

export function NameInPlace({ name, label, maxLength, onRename }: NameInPlaceProps) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      // No aria-label at rest: it would replace the name in the accessible name of the heading around it.
      <div className={Classes.EDITABLE_TEXT} tabIndex={0} title={label} onFocus={() => setEditing(true)}>
        <span className={Classes.EDITABLE_TEXT_CONTENT}>{name}</span>
      </div>
    );
  }
  return (
    <EditableText
      isEditing
      defaultValue={name}
      maxLength={maxLength}
      aria-label={label}
      customInputAttributes={{ 'aria-label': label }}
      onCancel={() => setEditing(false)}
      onConfirm={(value) => {
        setEditing(false);
        const trimmed = value.trim();
        if (trimmed && trimmed !== name) onRename(trimmed);
      }}
    />
  );
}
