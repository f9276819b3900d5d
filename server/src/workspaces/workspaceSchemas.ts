/** Wire shapes of the workspace calls (SPEC §3 'Workspace', 'Workspace member', §7 'Workspaces'). */
import { type Static, Type } from '@sinclair/typebox';

const Text = Type.String();
const NullableText = Type.Union([Text, Type.Null()]);

export const WorkspaceRoleSchema = Type.Union([
  Type.Literal('owner'),
  Type.Literal('admin'),
  Type.Literal('member'),
  Type.Literal('viewer'),
  Type.Literal('guest'),
]);

export const WorkspaceSchema = Type.Object({
  id: Text,
  slug: Text,
  name: Text,
  description: Text,
  isPersonal: Type.Boolean(),
  visibility: Type.Union([Type.Literal('private'), Type.Literal('internal'), Type.Literal('public')]),
  icon: NullableText,
  color: NullableText,
  legalEntityId: NullableText,
  /** The organisation's name: all a workspace member sees of it (its requisites are for its own members). */
  legalEntityName: NullableText,
  ownerId: Text,
  memberCount: Type.Integer(),
  /** The caller's role. */
  role: WorkspaceRoleSchema,
  createdAt: Text,
  updatedAt: Text,
});
export type WorkspaceJson = Static<typeof WorkspaceSchema>;

export const WorkspaceParamsSchema = Type.Object({ id: Type.String({ maxLength: 100 }) });

/** Values are checked by the shared validateWorkspaceInput, so the schema only bounds their shape. */
const workspaceFields = {
  name: Type.String({ maxLength: 1000 }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  visibility: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  icon: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  color: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  legalEntityId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
};

export const CreateWorkspaceBodySchema = Type.Object({
  ...workspaceFields,
  isPersonal: Type.Optional(Type.Boolean()),
  inviteEmails: Type.Optional(Type.Array(Type.String({ maxLength: 320 }), { maxItems: 100 })),
  slug: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const UpdateWorkspaceBodySchema = Type.Partial(Type.Object(workspaceFields));

export const WorkspaceMemberSchema = Type.Object({
  userId: Text,
  name: Text,
  email: Text,
  role: WorkspaceRoleSchema,
  joinedAt: Text,
  /** The member's uploaded picture; null: initials (or the avatar service, where the instance allows it). */
  avatarUrl: Type.Union([Text, Type.Null()]),
});
export type WorkspaceMemberJson = Static<typeof WorkspaceMemberSchema>;

export const MemberParamsSchema = Type.Object({ id: Type.String({ maxLength: 100 }), userId: Type.String({ maxLength: 100 }) });

export const WorkspaceAnalyticsSchema = Type.Object({
  workspaceId: Text,
  members: Type.Object({
    total: Type.Integer(),
    byRole: Type.Object({
      owner: Type.Integer(),
      admin: Type.Integer(),
      member: Type.Integer(),
      viewer: Type.Integer(),
      guest: Type.Integer(),
    }),
  }),
  boards: Type.Object({ total: Type.Integer() }),
  invitations: Type.Object({ pending: Type.Integer() }),
  activity: Type.Array(Type.Object({ date: Text, membersJoined: Type.Integer(), boardsCreated: Type.Integer() })),
});
export type WorkspaceAnalyticsJson = Static<typeof WorkspaceAnalyticsSchema>;
