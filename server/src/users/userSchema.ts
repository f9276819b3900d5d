import { type Static, Type } from '@sinclair/typebox';
import type { users } from '../db/schema';

/** SPEC §3 User, the wire shape shared with @artel/sdk's `User`. */
export const UserSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
  permissions: Type.Array(Type.String()),
  preferredLegalEntityId: Type.Union([Type.String(), Type.Null()]),
  preferredWorkspaceId: Type.Union([Type.String(), Type.Null()]),
});

export type PublicUser = Static<typeof UserSchema>;

export type UserRow = typeof users.$inferSelect;

/** Platform admins hold every permission ('*'); finer grants come with the roles issue. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    permissions: row.role === 'admin' ? ['*'] : [],
    preferredLegalEntityId: row.preferredLegalEntityId,
    preferredWorkspaceId: row.preferredWorkspaceId,
  };
}
