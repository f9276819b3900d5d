/**
 * Closing the server while a board view is being rebuilt after writes (boardViewCache.ts's warm): the rebuild
 * ends before the database closes, so shutdown logs no error and leaves no rejection. Rebuilds run on
 * PostgreSQL only, so the test does too.
 */
import type { ModuleLogger, ModuleServices } from '@artel/sdk/server';
import { createModuleTestHost, testDatabaseUrl } from '@artel/sdk/server/testing';
import { sql } from 'drizzle-orm';
import kanbanModule from './index';
import { boardView, boardWithColumns, kanban, newTeam } from './testing/kanbanFixtures';

const onPostgres = Boolean(testDatabaseUrl());

/** The module's logger, keeping what it is told at error level in `errors`. */
function keepingErrors(logger: ModuleLogger, errors: unknown[]): ModuleLogger {
  return {
    debug: (object, message) => logger.debug(object, message),
    info: (object, message) => logger.info(object, message),
    warn: (object, message) => logger.warn(object, message),
    error: (object, message) => {
      errors.push([object, message]);
      logger.error(object, message);
    },
  };
}

(onPostgres ? test : test.skip)('closing the server during a rebuild logs no error and leaves no rejection', async () => {
  const errors: unknown[] = [];
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    const host = await createModuleTestHost({
      ...kanbanModule,
      register: (services: ModuleServices) => kanbanModule.register({ ...services, logger: keepingErrors(services.logger, errors) }),
    });
    const { workspaceId, owner } = await newTeam(host);
    const {
      boardId,
      columnIds: [todo = ''],
    } = await boardWithColumns(host.app, owner, workspaceId, ['To do']);
    // A cached view is what a write rebuilds.
    await boardView(host.app, owner, boardId);

    // The rebuild waits on the labels while the server closes; a second write meanwhile asks it for another round.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding: Promise<void> = Promise.resolve();
    await new Promise<void>((locked) => {
      holding = host.orm.transaction(async (tx) => {
        await tx.execute(sql`lock table kanban_labels in access exclusive mode`);
        locked();
        await released;
      });
    });
    for (const name of ['Doing', 'Done'])
      expect((await kanban(host.app, owner, 'PATCH', `/columns/${todo}`, { name })).statusCode).toBe(200);
    setTimeout(release, 300);
    await host.close();
    await holding;
    // A query the rebuild started after the close would have failed by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    process.off('unhandledRejection', onRejection);
  }
  expect(errors).toEqual([]);
  expect(rejections).toEqual([]);
});
