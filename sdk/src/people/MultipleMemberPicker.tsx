/**
 * The member picker choosing several people (a card's assignees). The chosen ones stand before the field as tags,
 * each removed by a click, Enter or Space on it, or by Backspace in the empty field; the list ticks them, and
 * picking one in it adds or removes that person and leaves the list open for the next.
 */
import { Icon, InputGroup, Tag } from '@blueprintjs/core';
import { type CSSProperties, type KeyboardEvent, useState } from 'react';
import { SDK_NAMESPACE, useTranslation } from '../i18n/i18n';
import type { WorkspaceMember } from '../workspace/workspaceTypes';
import { Avatar } from './Avatar';
import { KeyboardListPopover, useKeyboardList } from './KeyboardListPopover';
import type { MultipleMemberPickerProps } from './memberPickerProps';
import { AVATAR_SIZE } from './memberPickerLayout';
import { matchingMembers } from './memberSearch';

/** Inline, as the Avatar's own: the SDK bundle carries no CSS. */
const FIELD: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 };
const TAG_AVATAR_SIZE = 16;

export function MultipleMemberPicker({ label, members, value, onChange, id, disabled, intent, fill }: MultipleMemberPickerProps) {
  const { t } = useTranslation(SDK_NAMESPACE);
  // null while the list is closed.
  const [query, setQuery] = useState<string | null>(null);
  const open = query !== null;
  const chosen = value.flatMap((userId) => members.find((member) => member.userId === userId) ?? []);
  // Nothing while closed: the popover's closing transition must not show a list again.
  const choices = open ? matchingMembers(members, query) : [];
  const list = useKeyboardList(choices.length);

  const openList = () => {
    if (open || disabled) return;
    setQuery('');
    list.setActive(0);
  };
  const close = () => setQuery(null);
  const toggle = (member: WorkspaceMember) => {
    onChange(value.includes(member.userId) ? value.filter((userId) => userId !== member.userId) : [...value, member.userId]);
    setQuery('');
  };
  const remove = (member: WorkspaceMember) => onChange(value.filter((userId) => userId !== member.userId));

  const onOtherKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !query && chosen.length > 0) remove(chosen[chosen.length - 1]!);
  };

  return (
    <KeyboardListPopover
      list={list}
      label={label}
      open={open}
      multiple
      options={choices.map((member) => ({
        key: member.userId,
        text: member.name,
        label: member.email,
        icon: <Avatar name={member.name} email={member.email} src={member.avatarUrl} size={AVATAR_SIZE} decorative />,
        chosen: value.includes(member.userId),
        labelElement: value.includes(member.userId) ? <Icon icon="tick" /> : undefined,
      }))}
      onPick={(index) => toggle(choices[index]!)}
      emptyText={t('people.noMatches')}
      fill={fill}
      className="artel-member-picker"
    >
      <div style={FIELD}>
        {chosen.map((member) => (
          <Tag
            key={member.userId}
            round
            minimal
            icon={<Avatar name={member.name} email={member.email} src={member.avatarUrl} size={TAG_AVATAR_SIZE} decorative />}
            endIcon={disabled ? undefined : 'small-cross'}
            interactive={!disabled}
            onClick={disabled ? undefined : () => remove(member)}
            aria-label={disabled ? undefined : t('people.remove', { name: member.name })}
          >
            {member.name}
          </Tag>
        ))}
        <InputGroup
          id={id}
          fill={fill}
          intent={intent}
          disabled={disabled}
          aria-label={label}
          placeholder={label}
          value={query ?? ''}
          {...list.searchFieldProps({ open, openList, pick: (index) => toggle(choices[index]!), close, search: setQuery, onOtherKey })}
        />
      </div>
    </KeyboardListPopover>
  );
}
