import type { WorkspaceMember } from '../workspace/workspaceTypes';

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
