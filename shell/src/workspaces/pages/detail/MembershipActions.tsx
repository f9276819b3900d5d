import { Alert, Button, Callout, Card, Dialog, DialogBody, DialogFooter, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { $user, api, ApiError, loadMembersFx, MemberPicker, navigate, showToast, type WorkspaceMember } from '@artel/sdk';
import { initWorkspaceContextFx, refreshPermissions, useWorkspaceRole, type Workspace } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useWorkspacesTranslation } from '../../i18n/workspacesTranslations';

type Pending = 'leave' | 'delete' | 'transfer' | null;

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

/** Leave, transfer ownership and delete (issue 15); a personal workspace has none of them. */
export function MembershipActions({ workspace }: { workspace: Workspace }) {
  const { t } = useWorkspacesTranslation();
  const user = useUnit($user);
  const role = useWorkspaceRole();
  const [open, setOpen] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (workspace.isPersonal || !user) return null;
  const isOwner = role === 'owner';

  const run = async (action: () => Promise<unknown>, done: string, leaveThePage: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      showToast({ message: done, intent: 'success' });
      setOpen(null);
      await initWorkspaceContextFx().catch(() => undefined);
      // The role changed on the server (owner to admin on a transfer): the page's controls follow at once.
      refreshPermissions();
      if (leaveThePage) navigate('/workspaces');
    } catch (failure) {
      setError(messageOf(failure, t('lifecycle.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="artel-workspace-lifecycle">
      <H3>{t('lifecycle.title')}</H3>
      {error && open === null && <Callout intent="danger">{error}</Callout>}
      <div className="artel-page-actions">
        <Button icon="log-out" text={t('lifecycle.leave')} onClick={() => (setError(null), setOpen('leave'))} />
        {isOwner && <Button icon="exchange" text={t('lifecycle.transfer')} onClick={() => (setError(null), setOpen('transfer'))} />}
        {isOwner && (
          <Button icon="trash" intent="danger" text={t('lifecycle.delete')} onClick={() => (setError(null), setOpen('delete'))} />
        )}
      </div>
      <Alert
        isOpen={open === 'leave'}
        intent="warning"
        icon="log-out"
        confirmButtonText={t('lifecycle.leaveConfirm')}
        cancelButtonText={t('lifecycle.cancel')}
        loading={busy}
        onCancel={() => setOpen(null)}
        onConfirm={() =>
          void run(() => api.delete(`/workspaces/${workspace.id}/members/${user.id}`), t('lifecycle.left', { name: workspace.name }), true)
        }
      >
        <p>{t('lifecycle.leaveQuestion', { name: workspace.name })}</p>
        {error && <Callout intent="danger">{error}</Callout>}
      </Alert>
      {open === 'delete' && (
        <DeleteDialog
          workspace={workspace}
          busy={busy}
          error={error}
          onClose={() => setOpen(null)}
          onDelete={() =>
            void run(
              () => api.delete(`/workspaces/${workspace.id}?confirm=${encodeURIComponent(workspace.name)}`),
              t('lifecycle.deleted', { name: workspace.name }),
              true,
            )
          }
        />
      )}
      {open === 'transfer' && (
        <TransferDialog
          workspace={workspace}
          selfId={user.id}
          busy={busy}
          error={error}
          onClose={() => setOpen(null)}
          onTransfer={(member) =>
            void run(
              () => api.post(`/workspaces/${workspace.id}/transfer-ownership`, { userId: member.userId }),
              t('lifecycle.transferred', { name: member.name }),
              false,
            )
          }
        />
      )}
    </Card>
  );
}

interface DialogProps {
  workspace: Workspace;
  busy: boolean;
  error: string | null;
  onClose(): void;
}

function DeleteDialog({ workspace, busy, error, onClose, onDelete }: DialogProps & { onDelete(): void }) {
  const { t } = useWorkspacesTranslation();
  const [typed, setTyped] = useState('');
  return (
    <Dialog isOpen title={t('lifecycle.deleteTitle')} icon="trash" onClose={onClose}>
      <DialogBody>
        <p>{t('lifecycle.deleteWarning', { name: workspace.name })}</p>
        <FormGroup label={t('lifecycle.typeName', { name: workspace.name })} labelFor="workspace-delete-name">
          <InputGroup id="workspace-delete-name" autoFocus value={typed} onValueChange={setTyped} />
        </FormGroup>
        {error && <Callout intent="danger">{error}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('lifecycle.cancel')} onClick={onClose} />
            <Button
              intent="danger"
              loading={busy}
              disabled={typed !== workspace.name}
              text={t('lifecycle.deleteConfirm')}
              onClick={onDelete}
            />
          </>
        }
      />
    </Dialog>
  );
}

function TransferDialog({
  workspace,
  selfId,
  busy,
  error,
  onClose,
  onTransfer,
}: DialogProps & { selfId: string; onTransfer(member: WorkspaceMember): void }) {
  const { t } = useWorkspacesTranslation();
  const [members, setMembers] = useState<WorkspaceMember[] | null>(null);
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    let current = true;
    loadMembersFx(workspace.id).then(
      (loaded) => current && setMembers(loaded.filter((member) => member.userId !== selfId)),
      () => current && setMembers([]),
    );
    return () => {
      current = false;
    };
  }, [workspace.id, selfId]);
  const target = members?.find((member) => member.userId === chosen);
  return (
    <Dialog isOpen title={t('lifecycle.transferTitle')} icon="exchange" onClose={onClose}>
      <DialogBody>
        <p>{t('lifecycle.transferHint')}</p>
        {members && members.length === 0 ? (
          <Callout>{t('lifecycle.noOtherMembers')}</Callout>
        ) : (
          <FormGroup label={t('lifecycle.newOwner')} labelFor="workspace-new-owner">
            <MemberPicker
              id="workspace-new-owner"
              label={t('lifecycle.newOwner')}
              members={members ?? []}
              value={chosen || null}
              onChange={(userId) => setChosen(userId ?? '')}
              fill
            />
          </FormGroup>
        )}
        {error && <Callout intent="danger">{error}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('lifecycle.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              loading={busy}
              disabled={!target}
              text={t('lifecycle.transferConfirm')}
              onClick={() => target && onTransfer(target)}
            />
          </>
        }
      />
    </Dialog>
  );
}
