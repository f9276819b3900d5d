/** The time zone a background job reads due dates in for a user: their profile's, else the platform's default. */
import { coreTables, type ModuleOrm } from '@artel/sdk/server';
import { eq } from 'drizzle-orm';

/** Where a user without a chosen zone is assumed to be, as the flows' schedules assume (server/src/flows). */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

export async function userTimeZone(orm: ModuleOrm, userId: string): Promise<string> {
  const [row] = await orm.select({ timeZone: coreTables.users.timeZone }).from(coreTables.users).where(eq(coreTables.users.id, userId));
  return row?.timeZone || DEFAULT_TIME_ZONE;
}
