import type { ContextsService } from '@artel/sdk/server';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { moduleAccessFor } from '../moduleAccess';

/** The guard's answer for a user outside a request: null where the guard would refuse them. */
export function contextsService(orm: Orm, moduleId: string): ContextsService {
  return {
    async forUser(workspaceId, userId, locale = 'ru') {
      const [user] = await orm.select().from(users).where(eq(users.id, userId));
      if (!user) return null;
      try {
        return await moduleAccessFor(orm, moduleId, workspaceId, user, locale);
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    },
  };
}
