/**
 * The one way a module lets someone choose workspace members (a partner's responsible, a card's assignees, a
 * filter by person): type part of a name or an e-mail to narrow the list, arrows choose, Enter picks, Esc closes,
 * each person with their avatar. One member by default; with `multiple`, several, shown as removable tags. It lives
 * in a lazy chunk of the SDK (lazyMemberPicker.tsx wraps it): the popover and the menu it opens are outside the
 * Blueprint names of the first paint.
 */
import type { WorkspaceMember } from '../workspace/workspaceTypes';
import { MultipleMemberPicker } from './MultipleMemberPicker';
import { SingleMemberPicker } from './SingleMemberPicker';

interface PickerFieldProps {
  /** Names the field (and its list) for assistive technology; its placeholder when there is no `noneLabel`. */
  label: string;
  members: readonly WorkspaceMember[];
  /** The input's id, for a FormGroup's label around it. */
  id?: string;
  disabled?: boolean;
  intent?: 'none' | 'danger';
  fill?: boolean;
}

export interface SingleMemberPickerProps extends PickerFieldProps {
  multiple?: false;
  /** The chosen member's id; null (or an id no member has): nobody. */
  value: string | null;
  onChange(userId: string | null): void;
  /** The choice of nobody («Не назначен», «Все исполнители»), offered first; without it a member must be chosen. */
  noneLabel?: string;
}

export interface MultipleMemberPickerProps extends PickerFieldProps {
  multiple: true;
  /** The chosen members' ids, in the order they were added; ids no member has are left out of the tags. */
  value: readonly string[];
  /** Called at each member added or removed, with the whole new choice. */
  onChange(userIds: string[]): void;
}

export type MemberPickerProps = SingleMemberPickerProps | MultipleMemberPickerProps;

export function MemberPicker(props: MemberPickerProps) {
  return props.multiple ? <MultipleMemberPicker {...props} /> : <SingleMemberPicker {...props} />;
}
