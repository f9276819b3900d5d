import type { FastifyPluginAsync } from 'fastify';
import { resetRoute } from '../passwordReset/resetRoute';
import { selfServiceResetRoutes } from '../passwordReset/selfServiceReset';
import { loginRoute } from './loginRoute';
import { logoutRoute } from './logoutRoute';
import { meRoute } from './meRoute';
import { refreshRoute } from './refreshRoute';
import { registerRoute } from './registerRoute';

/** /api/v1/auth: SPEC §7 Auth. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registerRoute);
  await app.register(loginRoute);
  await app.register(refreshRoute);
  await app.register(logoutRoute);
  await app.register(meRoute);
  await app.register(resetRoute);
  await app.register(selfServiceResetRoutes);
};
