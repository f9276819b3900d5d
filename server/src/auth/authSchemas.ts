import { type Static, Type } from '@sinclair/typebox';
import { UserSchema } from '../users/userSchema';

/** SPEC §7: the answer of login, register and refresh. */
export const AuthResponseSchema = Type.Object({
  user: UserSchema,
  access_token: Type.String(),
  refresh_token: Type.String(),
  /** Seconds until the access token expires. */
  expires_in: Type.Integer(),
});

export type AuthResponse = Static<typeof AuthResponseSchema>;

export const RefreshTokenSchema = Type.String({ minLength: 1, maxLength: 200 });

export const SuccessSchema = Type.Object({ success: Type.Literal(true) });
