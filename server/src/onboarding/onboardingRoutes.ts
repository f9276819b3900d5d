import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { dismissOnboarding, readOnboardingState } from './onboardingState';

const OnboardingSchema = Type.Object({
  steps: Type.Object({ organisation: Type.Boolean(), workspace: Type.Boolean(), invite: Type.Boolean(), module: Type.Boolean() }),
  inviteWorkspaceId: Type.Union([Type.String(), Type.Null()]),
  dismissed: Type.Boolean(),
});

/** /api/v1/onboarding: the signed-in user's own first-run checklist (issue 31); nobody reads another's. */
export const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/onboarding', { schema: { response: { 200: OnboardingSchema } } }, (request) =>
    readOnboardingState(app.db.orm, request.user.id),
  );

  app.post('/onboarding/dismiss', { schema: { response: { 200: OnboardingSchema } } }, async (request) => {
    await dismissOnboarding(app.db.orm, request.user.id);
    return readOnboardingState(app.db.orm, request.user.id);
  });
};
