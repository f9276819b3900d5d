/**
 * Who works on the board with which role (SPEC §6 board roles): everyone who sees the board sees the list; whoever
 * may edit the board changes a person's role or takes it back to what their workspace role gives by default.
 */
import { Dialog, DialogBody, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { Avatar, type BoardRole, useTranslation } from '@artel/sdk';
import { useEffect, useId, useState } from 'react';
import { type BoardMember, kanbanApi } from '../api/kanbanApi';
import type { KanbanBoard } from '../api/kanbanTypes';
import { ModalHeader } from '../dialogs/ModalHeader';
import './person.css';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';

const ROLES: readonly BoardRole[] = ['board_admin', 'editor', 'commenter', 'board_viewer'];
const DEFAULT = '';

interface BoardAccessDialogProps {
  board: KanbanBoard;
  canManage: boolean;
  onClose(): void;
}

export function BoardAccessDialog({ board, canManage, onClose }: BoardAccessDialogProps) {
  const { t } = useTranslation(MODULE_ID);
  const titleId = useId();
  const [members, setMembers] = useState<BoardMember[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    kanbanApi.boardMembers(board).then(setMembers, (error: unknown) => {
      setFailed(true);
      toastFailure(error);
    });
  }, [board]);

  const change = async (member: BoardMember, value: string) => {
    try {
      const saved = await kanbanApi.setBoardRole(board, member.userId, value === DEFAULT ? null : (value as BoardRole));
      setMembers((current) => current?.map((entry) => (entry.userId === saved.userId ? saved : entry)) ?? null);
    } catch (error) {
      toastFailure(error);
    }
  };

  const roleName = (role: BoardRole | null) => (role ? t(`access.roles.${role}`) : t('access.noAccess'));

  return (
    <Dialog isOpen onClose={onClose} aria-labelledby={titleId} className="kanban-access-dialog">
      <ModalHeader titleId={titleId} onClose={onClose}>
        {t('access.title', { name: board.name })}
      </ModalHeader>
      <DialogBody>
        <p className="bp6-text-muted">{t(canManage ? 'access.hint' : 'access.readOnly')}</p>
        {failed ? (
          <NonIdealState icon="error" title={t('access.loadFailed')} />
        ) : !members ? (
          <Spinner size={24} />
        ) : (
          <HTMLTable compact className="kanban-access-table artel-list-table">
            <thead>
              <tr>
                <th>{t('access.person')}</th>
                <th>{t('access.role')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.userId}>
                  <td>
                    <div className="kanban-person">
                      <Avatar name={member.name} email={member.email} src={member.avatarUrl} size={28} decorative />
                      <div>
                        <div>{member.name}</div>
                        <div className="bp6-text-muted bp6-text-small">{member.email}</div>
                      </div>
                    </div>
                  </td>
                  <td>
                    {canManage ? (
                      <HTMLSelect
                        aria-label={t('access.roleOf', { name: member.name })}
                        value={member.boardRole ?? DEFAULT}
                        onChange={(event) => void change(member, event.currentTarget.value)}
                        options={[
                          { value: DEFAULT, label: t('access.byWorkspaceRole', { role: roleName(member.defaultRole) }) },
                          ...ROLES.map((role) => ({ value: role, label: t(`access.roles.${role}`) })),
                        ]}
                      />
                    ) : (
                      roleName(member.effectiveRole)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
    </Dialog>
  );
}
