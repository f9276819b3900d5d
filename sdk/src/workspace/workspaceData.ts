/**
 * What the current workspace holds: members, invitations, boards and analytics. Everything here belongs
 * to one workspace and is cleared when the current workspace changes (SPEC §4); an answer that arrives
 * for a workspace that is no longer current is dropped.
 */
import { createEffect, createEvent, createStore, type Event, sample, type StoreWritable } from 'effector';
import { ApiError } from '../api/apiError';
import { i18n, SDK_NAMESPACE } from '../i18n/i18n';
import type { WorkspaceRole } from '../permissions';
import { sessionCleared } from '../session/sessionModel';
import { showToast } from '../toasts/toastModel';
import { workspaceApi } from './workspaceApi';
import { $currentWorkspaceId, refreshWorkspacesFx } from './workspaceModel';
import type {
  AcceptedInvitation,
  CreateBoardParams,
  CreatedInvitation,
  InvitationRole,
  WorkspaceAnalytics,
  WorkspaceBoard,
  WorkspaceInvitation,
  WorkspaceMember,
} from './workspaceTypes';

export interface MemberRoleChange {
  workspaceId: string;
  userId: string;
  role: WorkspaceRole;
}

export interface MemberRef {
  workspaceId: string;
  userId: string;
}

export interface InvitationParams {
  workspaceId: string;
  email: string;
  role: InvitationRole;
}

/** A listed invitation; the ones made in this visit also keep their link, which the server cannot show again. */
export type KnownInvitation = WorkspaceInvitation & Partial<Pick<CreatedInvitation, 'token' | 'acceptUrl'>>;

export interface InvitationRef {
  workspaceId: string;
  invitationId: string;
}

const dataReset = createEvent();
sample({ clock: [$currentWorkspaceId.updates, sessionCleared], target: dataReset });

export const $members = createStore<WorkspaceMember[]>([]).reset(dataReset);
export const $invitations = createStore<KnownInvitation[]>([]).reset(dataReset);
export const $boards = createStore<WorkspaceBoard[]>([]).reset(dataReset);
export const $analytics = createStore<WorkspaceAnalytics | null>(null).reset(dataReset);

export const loadMembersFx = createEffect((workspaceId: string) => workspaceApi.members(workspaceId));
export const loadInvitationsFx = createEffect((workspaceId: string) => workspaceApi.invitations(workspaceId));
export const loadBoardsFx = createEffect((workspaceId: string) => workspaceApi.boards(workspaceId));
export const loadAnalyticsFx = createEffect((workspaceId: string) => workspaceApi.analytics(workspaceId));

export const changeMemberRoleFx = createEffect(({ workspaceId, userId, role }: MemberRoleChange) =>
  workspaceApi.changeRole(workspaceId, userId, role),
);
export const removeMemberFx = createEffect(async ({ workspaceId, userId }: MemberRef) => {
  await workspaceApi.removeMember(workspaceId, userId);
});
/** The answer carries `acceptUrl`, the single-use link the inviter passes on. */
export const inviteMemberFx = createEffect(({ workspaceId, email, role }: InvitationParams) =>
  workspaceApi.invite(workspaceId, email.trim(), role),
);
/** A new link for a pending invitation (the server keeps only a hash, so the old one cannot be shown again; it dies). */
export const renewInvitationLinkFx = createEffect(({ workspaceId, invitationId }: InvitationRef) =>
  workspaceApi.renewInvitationLink(workspaceId, invitationId),
);
export const revokeInvitationFx = createEffect(async ({ workspaceId, invitationId }: InvitationRef) => {
  await workspaceApi.revokeInvitation(workspaceId, invitationId);
});
export const createBoardFx = createEffect(({ workspaceId, name, description = '' }: CreateBoardParams) =>
  workspaceApi.createBoard(workspaceId, name.trim(), description.trim()),
);

/** Joins the workspace of an invitation link, then reloads the user's workspaces so it is there. */
export const acceptInvitationFx = createEffect(async (token: string): Promise<AcceptedInvitation> => {
  const accepted = await workspaceApi.acceptInvitation(token);
  await refreshWorkspacesFx();
  return accepted;
});

/** Writes an effect's answer into the store only while its workspace is still the current one. */
function keepForCurrent<P extends { workspaceId: string } | string, R, S>(
  done: Event<{ params: P; result: R }>,
  store: StoreWritable<S>,
  update: (state: S, result: R, params: P) => S,
): void {
  sample({
    clock: done,
    source: { current: $currentWorkspaceId, state: store },
    filter: ({ current }, { params }) => (typeof params === 'string' ? params : params.workspaceId) === current,
    fn: ({ state }, { params, result }) => update(state, result, params),
    target: store,
  });
}

keepForCurrent(loadMembersFx.done, $members, (_, members) => members);
keepForCurrent(loadInvitationsFx.done, $invitations, (known, invitations) =>
  invitations.map((invitation) => {
    const link = known.find((entry) => entry.id === invitation.id && entry.acceptUrl);
    return link ? { ...invitation, token: link.token, acceptUrl: link.acceptUrl } : invitation;
  }),
);
keepForCurrent(loadBoardsFx.done, $boards, (_, boards) => boards);
keepForCurrent(loadAnalyticsFx.done, $analytics, (_, analytics) => analytics);
keepForCurrent(changeMemberRoleFx.done, $members, (members, _, { userId, role }) =>
  members.map((member) => (member.userId === userId ? { ...member, role } : member)),
);
keepForCurrent(removeMemberFx.done, $members, (members, _, { userId }) => members.filter((m) => m.userId !== userId));
// A new invitation for the same address replaces the pending one on the server too.
keepForCurrent(inviteMemberFx.done, $invitations, (invitations, created) => [
  created,
  ...invitations.filter((invitation) => invitation.id !== created.id && invitation.email !== created.email),
]);
keepForCurrent(renewInvitationLinkFx.done, $invitations, (invitations, renewed) =>
  invitations.map((invitation) => (invitation.id === renewed.id ? renewed : invitation)),
);
keepForCurrent(revokeInvitationFx.done, $invitations, (invitations, _, { invitationId }) =>
  invitations.filter((invitation) => invitation.id !== invitationId),
);
keepForCurrent(createBoardFx.done, $boards, (boards, created) => [...boards, created]);

/** The server's answers are already localised; anything else gets the generic request error. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : i18n.t(`${SDK_NAMESPACE}:errors.request`);
}

for (const effect of [
  loadMembersFx,
  loadInvitationsFx,
  loadBoardsFx,
  loadAnalyticsFx,
  changeMemberRoleFx,
  removeMemberFx,
  inviteMemberFx,
  renewInvitationLinkFx,
  revokeInvitationFx,
  createBoardFx,
  acceptInvitationFx,
] as const) {
  effect.failData.watch((error) => showToast({ message: failureMessage(error), intent: 'danger' }));
}
