import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors';
import { rateLimited } from '../http/rateLimit';
import { findUserByEmail } from '../users/userRepository';
import { sendResetMail } from './resetMail';
import { issueSelfServiceToken, resetPath } from './resetTokens';

/** Links one address may ask for within an hour: enough to retry, too few to flood someone's mailbox. */
export const SELF_SERVICE_RESETS_PER_HOUR = 3;

const RequestBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });
const OptionsSchema = Type.Object({ selfService: Type.Boolean() });
const AcceptedSchema = Type.Object({ success: Type.Literal(true) });

/** Self-service needs a mail server and an address of the product that no request can forge (config.ts `smtp`). */
function selfServiceAvailable(app: FastifyInstance): boolean {
  return app.config.smtp !== undefined && app.config.publicUrl !== undefined;
}

/**
 * Finds the account and mails it a one-time link, after the answer has gone: how long the request took must
 * not tell whether the address has an account. Unknown, blocked or over-limit addresses get no mail.
 */
async function mailResetLink(app: FastifyInstance, email: string): Promise<void> {
  const { smtp, publicUrl } = app.config;
  if (!smtp || !publicUrl) return;
  const user = await findUserByEmail(app.db.orm, email);
  if (!user || user.blockedAt) return;
  const issued = await issueSelfServiceToken(app.db.orm, user.id, SELF_SERVICE_RESETS_PER_HOUR);
  if (!issued) return;
  const settings = app.instanceSettings.current();
  await sendResetMail(smtp, {
    to: user.email,
    name: user.name,
    link: `${publicUrl}${resetPath(issued.token)}`,
    instanceName: settings.name || 'Artel',
    locale: user.language ?? settings.defaultLanguage,
  });
}

/**
 * /api/v1/auth/password-reset/…: «Забыли пароль?». `options` tells the sign-in page whether to offer the form
 * or to send people to an administrator; `request` answers the same whether or not the address has an account.
 */
export const selfServiceResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/password-reset/options', { schema: { response: { 200: OptionsSchema } } }, async () => ({
    selfService: selfServiceAvailable(app),
  }));

  app.post(
    '/password-reset/request',
    {
      schema: { body: RequestBody, response: { 202: AcceptedSchema } },
      config: rateLimited(app.config.rateLimit.passwordResetRequest, app.config.rateLimit.windowMs),
    },
    async (request, reply) => {
      if (!selfServiceAvailable(app)) throw new AppError(404, 'self_service_reset_off', 'self_service_reset_off');
      const email = request.body.email;
      setImmediate(() => {
        mailResetLink(app, email).catch((error: unknown) => request.log.warn({ err: error }, 'the self-service reset e-mail was not sent'));
      });
      return reply.code(202).send({ success: true as const });
    },
  );
};
