import { $boards, $members } from '@artel/sdk';
import { WORKSPACE_ROLES } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import type { SettingFieldType } from '../../api/flowTypes';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';
import { useBoardParts } from './useBoardParts';
import { useEntityList } from './useEntityList';

export type ChoiceType = Extract<SettingFieldType, 'member' | 'role' | 'board' | 'column' | 'label' | 'partner' | 'article' | 'invoice'>;

export interface Choice {
  value: string;
  label: string;
}

/**
 * The workspace's own members, roles, boards, partners, articles or invoices, or the columns and labels of a board, by
 * name. null when they cannot be listed (no board chosen yet, a module off).
 */
export function useChoices(type: ChoiceType, boardId: string | null, current: readonly string[]): Choice[] | null {
  const { t } = useFlowsTranslation();
  const [members, boards] = useUnit([$members, $boards]);
  const parts = useBoardParts(type === 'column' || type === 'label' ? boardId : null);
  const entities = useEntityList(type === 'partner' || type === 'article' || type === 'invoice' ? type : null);
  switch (type) {
    case 'member':
      return members.map((member) => ({ value: member.userId, label: member.name }));
    case 'board':
      // An archived board is read-only, so no new flow should act on it; one already chosen stays named.
      return boards
        .filter((board) => !board.archivedAt || current.includes(board.id))
        .map((board) => ({ value: board.id, label: board.name }));
    case 'role':
      return WORKSPACE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
    case 'column':
      return parts && parts.columns.map((column) => ({ value: column.id, label: column.name }));
    case 'label':
      return parts && parts.labels.map((label) => ({ value: label.id, label: label.name }));
    case 'partner':
    case 'article':
    case 'invoice':
      return entities && entities.map((entity) => ({ value: entity.id, label: entity.name }));
  }
}
