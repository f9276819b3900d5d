import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadPreferences, PreferencesSchema, PreferencesUpdateSchema, updatePreferences } from './preferences';

/** /notifications/preferences: per category and per type, in-app delivery and sound. */
export const preferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/preferences', { schema: { response: { 200: PreferencesSchema } } }, (request) => loadPreferences(app.db.orm, request.user.id));

  app.put('/preferences', { schema: { body: PreferencesUpdateSchema, response: { 200: PreferencesSchema } } }, (request) =>
    updatePreferences(app.db.orm, request.user.id, request.body),
  );
};
