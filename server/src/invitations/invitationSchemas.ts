/** Wire shapes of the invitation calls (SPEC §3 'Invitation', §7). */
import { type Static, Type } from '@sinclair/typebox';
import { WorkspaceRoleSchema, WorkspaceSchema } from '../workspaces/workspaceSchemas';

export const InvitationRoleSchema = Type.Union([
  Type.Literal('admin'),
  Type.Literal('member'),
  Type.Literal('viewer'),
  Type.Literal('guest'),
]);

export const InvitationSchema = Type.Object({
  id: Type.String(),
  workspaceId: Type.String(),
  email: Type.String(),
  role: InvitationRoleSchema,
  status: Type.Union([Type.Literal('pending'), Type.Literal('expired')]),
  invitedBy: Type.Object({ id: Type.String(), name: Type.String() }),
  createdAt: Type.String(),
  expiresAt: Type.String(),
});
export type InvitationJson = Static<typeof InvitationSchema>;

/** Only the answer that creates an invitation carries its token: it is stored hashed and cannot be shown again. */
export const CreatedInvitationSchema = Type.Intersect([InvitationSchema, Type.Object({ token: Type.String(), acceptUrl: Type.String() })]);
export type CreatedInvitationJson = Static<typeof CreatedInvitationSchema>;

export const CreateInvitationBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  role: Type.Optional(InvitationRoleSchema),
});

export const InvitationParamsSchema = Type.Object({
  id: Type.String({ maxLength: 100 }),
  invitationId: Type.String({ maxLength: 100 }),
});

export const AcceptInvitationBodySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const AcceptedInvitationSchema = Type.Object({ workspace: WorkspaceSchema, role: WorkspaceRoleSchema });
