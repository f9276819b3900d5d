import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';

/** Where avatars are looked up when the instance allows it (SPEC §9: by the MD5 of the e-mail). */
export const AVATAR_SERVICE_ORIGIN = 'https://www.gravatar.com';

export const InstanceSettingsSchema = Type.Object({
  /** Whether browsers may ask the external avatar service for pictures; off, they draw initials. */
  avatarLookup: Type.Boolean(),
});

export type InstanceSettings = Static<typeof InstanceSettingsSchema>;

/**
 * GET /api/v1/instance: the instance's settings a browser needs, before and after sign-in. They come from
 * the environment for now; nothing here is secret.
 */
export const instanceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/instance', { schema: { response: { 200: InstanceSettingsSchema } } }, async () => ({
    avatarLookup: app.config.avatarLookup,
  }));
};
