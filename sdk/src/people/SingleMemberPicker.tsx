/**
 * The member picker choosing one person. The list opens as the field gets the focus, with the field emptied for a
 * search and the current choice as its placeholder; while it is closed the field shows the chosen member.
 */
import { InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { SDK_NAMESPACE, useTranslation } from '../i18n/i18n';
import type { WorkspaceMember } from '../workspace/workspaceTypes';
import { Avatar } from './Avatar';
import { KeyboardListPopover, useKeyboardList } from './KeyboardListPopover';
import type { SingleMemberPickerProps } from './memberPickerProps';
import { AVATAR_PLACE, AVATAR_SIZE } from './memberPickerLayout';
import { matchingMembers } from './memberSearch';

export function SingleMemberPicker({ label, members, value, onChange, noneLabel, id, disabled, intent, fill }: SingleMemberPickerProps) {
  const { t } = useTranslation(SDK_NAMESPACE);
  // null while the list is closed: the input then shows the chosen member instead of what was typed.
  const [query, setQuery] = useState<string | null>(null);
  const chosen = members.find((member) => member.userId === value) ?? null;
  const open = query !== null;
  const typed = query ?? '';
  const offerNone = noneLabel !== undefined;
  // Nothing while closed: the popover's closing transition must not show a list again.
  const choices: Array<WorkspaceMember | null> = open
    ? [...(offerNone && !typed.trim() ? [null] : []), ...matchingMembers(members, typed)]
    : [];
  const list = useKeyboardList(choices.length);

  const openList = () => {
    if (open || disabled) return;
    setQuery('');
    const chosenAt = chosen ? members.indexOf(chosen) : -1;
    list.setActive(chosenAt < 0 ? 0 : chosenAt + (offerNone ? 1 : 0));
  };
  const close = () => setQuery(null);
  const pick = (member: WorkspaceMember | null) => {
    close();
    if ((member?.userId ?? null) !== (chosen?.userId ?? null)) onChange(member?.userId ?? null);
  };

  return (
    <KeyboardListPopover
      list={list}
      label={label}
      open={open}
      options={choices.map((member) => ({
        key: member?.userId ?? '',
        text: member ? member.name : noneLabel,
        label: member?.email,
        icon: member ? <Avatar name={member.name} email={member.email} src={member.avatarUrl} size={AVATAR_SIZE} decorative /> : undefined,
      }))}
      onPick={(index) => pick(choices[index]!)}
      emptyText={t('people.noMatches')}
      fill={fill}
      className="artel-member-picker"
    >
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
        {...list.searchFieldProps({ open, openList, pick: (index) => pick(choices[index]!), close, search: setQuery })}
      />
    </KeyboardListPopover>
  );
}
