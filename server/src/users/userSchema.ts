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
  /** The interface language chosen in the profile; null: the browser's choice. */
  language: Type.Union([Type.Literal('ru'), Type.Literal('en'), Type.Null()]),
  /** IANA zone; null: the browser's. */
  timeZone: Type.Union([Type.String(), Type.Null()]),
  /** Without the @. */
  telegramUsername: Type.Union([Type.String(), Type.Null()]),
  /** The uploaded picture, served without a token under a URL that changes with it; null: none. */
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
});

export type PublicUser = Static<typeof UserSchema>;

export type UserRow = typeof users.$inferSelect;

/** The platform permission to publish modules (granted by a platform admin: users.is_developer). */
export const PUBLISH_PERMISSION = 'marketplace.publish';

/** Platform admins hold every permission ('*'); developers may publish; finer grants come with the roles issue. */
function permissionsOf(row: UserRow): string[] {
  if (row.role === 'admin') return ['*'];
  return row.isDeveloper ? [PUBLISH_PERMISSION] : [];
}

/** Where a user's uploaded picture is served; the hash in it changes with the picture, so it can be cached for good. */
export const avatarUrlOf = (row: Pick<UserRow, 'id' | 'avatarHash'>): string | null =>
  row.avatarHash ? `/api/v1/avatars/${row.id}/${row.avatarHash}` : null;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    permissions: permissionsOf(row),
    preferredLegalEntityId: row.preferredLegalEntityId,
    preferredWorkspaceId: row.preferredWorkspaceId,
    language: row.language,
    timeZone: row.timeZone,
    telegramUsername: row.telegramUsername,
    avatarUrl: avatarUrlOf(row),
  };
}
