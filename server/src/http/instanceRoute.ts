import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';

/** Where avatars are looked up when the instance allows it (SPEC §9: by the MD5 of the e-mail). */
export const AVATAR_SERVICE_ORIGIN = 'https://www.gravatar.com';

export const InstanceSettingsSchema = Type.Object({
  /** Whether browsers may ask the external avatar service for pictures; off, they draw initials. */
  avatarLookup: Type.Boolean(),
  /** The instance's name as its admin set it; empty: the product's name. */
  name: Type.String(),
  registration: Type.Union([Type.Literal('open'), Type.Literal('invite_only'), Type.Literal('closed')]),
  /** The interface language of a visitor who has not chosen one. */
  defaultLanguage: Type.Union([Type.Literal('ru'), Type.Literal('en')]),
});

export type InstanceSettings = Static<typeof InstanceSettingsSchema>;

/**
 * GET /api/v1/instance: the instance's settings a browser needs, before and after sign-in: what a platform
 * admin stored, over the environment's defaults. Nothing here is secret.
 */
export const instanceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/instance', { schema: { response: { 200: InstanceSettingsSchema } } }, async () => app.instanceSettings.current());
};
