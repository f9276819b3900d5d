/** Which Telegram username is which member: an admin maps anyone, a member sets their own. */
import type { ModuleRouter } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import { TELEGRAM_USERNAME } from './memberMapping';
import type { TelegramRouteDeps } from './routeDeps';
import { telegramMembers } from './tables';

export function memberRoutes(router: ModuleRouter, { orm, http, permissions, errors, members }: TelegramRouteDeps): void {
  router.get('/members', async (request) => {
    const context = http.context(request);
    await permissions.require(context, 'telegram.view');
    const links = await orm
      .select()
      .from(telegramMembers)
      .where(eq(telegramMembers.workspaceId, context.workspaceId))
      .orderBy(asc(telegramMembers.username));
    return { members: links.map((l) => ({ username: l.username, userId: l.userId })) };
  });

  // An admin maps any member; a member sets (or clears, with null) their own username.
  router.put(
    '/members/:userId',
    {
      schema: {
        params: Type.Object({ userId: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ username: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]) }),
      },
    },
    async (request) => {
      const context = http.context(request);
      const { userId } = request.params;
      if (userId !== context.userId) await permissions.require(context, 'telegram.configure');
      if (!(await members.get(context.workspaceId, userId))) throw errors.moduleError('member_not_found', 404);
      const username = request.body.username?.trim().replace(/^@/, '') ?? null;
      if (username !== null && !TELEGRAM_USERNAME.test(username))
        throw errors.moduleError('username_format', 400, undefined, { field: 'username' });
      await orm.transaction(async (tx) => {
        await tx
          .delete(telegramMembers)
          .where(and(eq(telegramMembers.workspaceId, context.workspaceId), eq(telegramMembers.userId, userId)));
        if (username === null) return;
        const taken = await tx
          .select({ userId: telegramMembers.userId })
          .from(telegramMembers)
          .where(and(eq(telegramMembers.workspaceId, context.workspaceId), eq(telegramMembers.username, username.toLowerCase())));
        if (taken.length > 0) throw errors.moduleError('username_taken', 409, { username }, { field: 'username' });
        await tx.insert(telegramMembers).values({ workspaceId: context.workspaceId, userId, username: username.toLowerCase() });
      });
      return { member: { userId, username: username?.toLowerCase() ?? null } };
    },
  );
}
