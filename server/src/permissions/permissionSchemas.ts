/** Wire shapes of the permission calls (SPEC §3 'Permissions data', §7 'Permissions'). */
import { Type } from '@sinclair/typebox';

export const PermissionsDataSchema = Type.Object({
  permissions: Type.Record(Type.String(), Type.Boolean()),
  roles: Type.Array(Type.String()),
  boardPermissions: Type.Record(Type.String(), Type.Array(Type.String())),
  boardRoles: Type.Record(Type.String(), Type.String()),
});

export const PermissionDecisionSchema = Type.Object({
  allowed: Type.Boolean(),
  reason: Type.String(),
  scope: Type.Union([
    Type.Literal('global'),
    Type.Literal('workspace'),
    Type.Literal('board'),
    Type.Literal('fallback'),
    Type.Literal('none'),
  ]),
});

export const ValidatePermissionBodySchema = Type.Object({
  userId: Type.String({ maxLength: 100 }),
  permission: Type.String({ minLength: 1, maxLength: 100 }),
  context: Type.Object({
    workspaceId: Type.String({ maxLength: 100 }),
    boardId: Type.Optional(Type.String({ maxLength: 100 })),
  }),
});
