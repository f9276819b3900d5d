/**
 * The one way a module lets someone choose a workspace member (a partner's responsible, a task's assignee, a
 * filter by person): type part of a name or an e-mail to narrow the list, arrows choose, Enter picks, Esc closes,
 * each person with their avatar. It lives in a lazy chunk of the SDK (memberPicker.tsx wraps it): the popover and
 * the menu it opens are outside the Blueprint names of the first paint. The list opens as the field gets the
 * focus, with the field emptied for a search and the current choice as its placeholder.
 */
import { InputGroup, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { type CSSProperties, type KeyboardEvent, useId, useState } from 'react';
import { SDK_NAMESPACE, useTranslation } from '../i18n/i18n';
import type { WorkspaceMember } from '../workspace/workspaceTypes';
import { Avatar } from './Avatar';

export interface MemberPickerProps {
  /** Names the field (and its list) for assistive technology; its placeholder when there is no `noneLabel`. */
  label: string;
  members: readonly WorkspaceMember[];
  /** The chosen member's id; null (or an id no member has): nobody. */
  value: string | null;
  onChange(userId: string | null): void;
  /** The choice of nobody («Не назначен», «Все исполнители»), offered first; without it a member must be chosen. */
  noneLabel?: string;
  /** The input's id, for a FormGroup's label around it. */
  id?: string;
  disabled?: boolean;
  intent?: 'none' | 'danger';
  fill?: boolean;
}

const AVATAR_SIZE = 20;
/** Inline, as the Avatar's own: the SDK bundle carries no CSS. Centres the avatar in the input's 30 px height. */
const AVATAR_PLACE: CSSProperties = { display: 'inline-flex', margin: 5 };
const LIST: CSSProperties = { maxHeight: '16rem', overflowY: 'auto' };

function matching(members: readonly WorkspaceMember[], query: string): WorkspaceMember[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...members];
  return members.filter((member) => member.name.toLocaleLowerCase().includes(needle) || member.email.toLocaleLowerCase().includes(needle));
}

export function MemberPicker({ label, members, value, onChange, noneLabel, id, disabled, intent, fill }: MemberPickerProps) {
  const { t } = useTranslation(SDK_NAMESPACE);
  const listId = useId();
  // null while the list is closed: the input then shows the chosen member instead of what was typed.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const chosen = members.find((member) => member.userId === value) ?? null;
  const open = query !== null;
  const typed = query ?? '';
  const offerNone = noneLabel !== undefined;
  // Nothing while closed: the popover's closing transition must not show a list again.
  const choices: Array<WorkspaceMember | null> = open ? [...(offerNone && !typed.trim() ? [null] : []), ...matching(members, typed)] : [];
  const current = Math.min(active, choices.length - 1);

  const openList = () => {
    if (open || disabled) return;
    setQuery('');
    const chosenAt = chosen ? members.indexOf(chosen) : -1;
    setActive(chosenAt < 0 ? 0 : chosenAt + (offerNone ? 1 : 0));
  };
  const close = () => setQuery(null);
  const pick = (member: WorkspaceMember | null) => {
    close();
    if ((member?.userId ?? null) !== (chosen?.userId ?? null)) onChange(member?.userId ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (choices.length > 0) setActive((current + step + choices.length) % choices.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (current >= 0) pick(choices[current]!);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the dialog around it.
      event.stopPropagation();
      close();
    }
  };

  const list = (
    <Menu id={listId} role="listbox" aria-label={label} style={LIST}>
      {open && choices.length === 0 && <MenuItem disabled text={t('people.noMatches')} />}
      {choices.map((member, index) => (
        <MenuItem
          key={member?.userId ?? ''}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === current}
          active={index === current}
          icon={
            member ? <Avatar name={member.name} email={member.email} src={member.avatarUrl} size={AVATAR_SIZE} decorative /> : undefined
          }
          text={member ? member.name : noneLabel}
          label={member?.email}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(member)}
        />
      ))}
    </Menu>
  );

  // Focus stays in the input the whole time: the list is driven from its keys, and its items refuse the mouse-down.
  return (
    <PopoverNext
      isOpen={open}
      content={list}
      placement="bottom-start"
      arrow={false}
      autoFocus={false}
      enforceFocus={false}
      canEscapeKeyClose={false}
      shouldReturnFocusOnClose={false}
      fill={fill}
      renderTarget={({ ref, isOpen: _isOpen, ...targetProps }) => (
        <div {...targetProps} ref={ref} className={`artel-member-picker ${targetProps.className ?? ''}`}>
          <InputGroup
            id={id}
            fill={fill}
            intent={intent}
            disabled={disabled}
            aria-label={label}
            placeholder={(open && chosen?.name) || (noneLabel ?? label)}
            value={query ?? chosen?.name ?? ''}
            leftElement={
              chosen && !open ? (
                <span style={AVATAR_PLACE}>
                  <Avatar name={chosen.name} email={chosen.email} src={chosen.avatarUrl} size={AVATAR_SIZE} decorative />
                </span>
              ) : undefined
            }
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && current >= 0 ? `${listId}-${current}` : undefined}
            autoComplete="off"
            onFocus={openList}
            onClick={openList}
            onValueChange={(text) => {
              setQuery(text);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
        </div>
      )}
    />
  );
}
