/**
 * The one comment box with @mention autocomplete that every module uses (kanban cards, partners…). It lives in a
 * lazy chunk of the SDK (index.ts wraps it in lazyComponent): the menu it opens is outside the Blueprint names
 * of the first paint. Its few layout rules are inline styles, so that no module has to ship a stylesheet for it.
 * The list is a Blueprint popover in a portal: a comment box near the foot of a scrolling dialog (a card on a
 * phone) would otherwise have its list cut off at the dialog's edge; the popover flips above the box instead.
 */
import { TextArea } from '@blueprintjs/core';
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { KeyboardListPopover, useKeyboardList } from '../people/KeyboardListPopover';
import type { WorkspaceMember } from '../workspace/workspaceTypes';
import { insertMention, mentionAt, mentionCandidates } from './mentionText';

export interface MentionTextAreaProps {
  label: string;
  value: string;
  members: readonly WorkspaceMember[];
  onChange(value: string): void;
  /** A member picked from the list, with the name now in the text. */
  onMention(member: WorkspaceMember): void;
  /** The textarea's id, for a FormGroup's label around it. */
  id?: string;
  placeholder?: string;
  /** Grows with what is typed. */
  autoResize?: boolean;
  intent?: 'none' | 'danger';
}

/** Chromium gives a textarea a monospace font of its own; a comment reads in the page's font. */
const AREA: CSSProperties = { fontFamily: 'inherit' };

/** A comment box where «@» and the start of a name offer the workspace's members: arrows choose, Enter or Tab picks, Esc closes. */
export function MentionTextArea({ label, value, members, onChange, onMention, id, placeholder, autoResize, intent }: MentionTextAreaProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const typed = mentionAt(value, caret);
  const candidates = typed && dismissedAt !== typed.start ? mentionCandidates(members, typed.query) : [];
  const open = candidates.length > 0;
  const list = useKeyboardList(candidates.length);

  const pick = (member: WorkspaceMember) => {
    if (!typed) return;
    const next = insertMention(value, typed.start, caret, member.name);
    onChange(next.text);
    onMention(member);
    setCaret(next.caret);
    requestAnimationFrame(() => area.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    list.handleKey(event, open, {
      pick: (index) => pick(candidates[index]!),
      close: () => setDismissedAt(typed!.start),
      pickKeys: ['Enter', 'Tab'],
    });
  };

  return (
    <KeyboardListPopover
      list={list}
      label={label}
      open={open}
      options={candidates.map((member) => ({ key: member.userId, text: member.name, label: member.email }))}
      onPick={(index) => pick(candidates[index]!)}
      fill
      className="artel-mention"
    >
      <TextArea
        inputRef={area}
        id={id}
        fill
        autoResize={autoResize}
        intent={intent}
        style={AREA}
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        {...list.fieldProps(open)}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart);
          list.setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
    </KeyboardListPopover>
  );
}
