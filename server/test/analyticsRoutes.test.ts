/**
 * /api/v1/workspaces/:id/analytics/reports: the reports of the modules enabled in the workspace, computed with
 * the period and filters of the request, as JSON or CSV, for those with view_analytics only.
 */
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from '@artel/sdk/server/testing';
import { type AnalyticsQuery, defineServerModule } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';

const asked: AnalyticsQuery[] = [];

/** A module whose report says what it was asked, with a number and a date to format. */
const tally = defineServerModule({
  id: 'tally',
  register({ analytics }) {
    analytics.registerReport({
      id: 'tally.echo',
      title: { ru: 'Эхо', en: 'Echo' },
      kind: 'bar',
      filters: ['board'],
      async compute(query) {
        asked.push(query);
        return {
          columns: [
            { key: 'day', label: { ru: 'День', en: 'Day' }, type: 'date' },
            { key: 'sum', label: { ru: 'Сумма', en: 'Sum' }, type: 'number', unit: { ru: '₽', en: '₽' } },
            { key: 'name', label: { ru: 'Имя', en: 'Name' }, type: 'string' },
          ],
          rows: [['2026-03-02', 1234.5, '=cmd()']],
        };
      },
    });
  },
});

let host: ModuleTestHost;
let workspaceId: string;
let owner: TestPerson;

beforeAll(async () => {
  host = await createModuleTestHost(tally);
  ({ workspaceId, owner } = await host.newTeam('Анна'));
});

afterAll(() => host.close());

const get = (who: TestPerson, url: string, locale = 'en') =>
  host.app.inject({
    method: 'GET',
    url: `/api/v1/workspaces/${workspaceId}/analytics/reports${url}`,
    headers: { ...who.headers, 'accept-language': locale },
  });

async function newBoard(who: TestPerson, inWorkspace = workspaceId): Promise<string> {
  const response = await host.app.inject({
    method: 'POST',
    url: `/api/v1/workspaces/${inWorkspace}/boards`,
    headers: who.headers,
    payload: { name: 'Продажи' },
  });
  return response.json<{ id: string }>().id;
}

describe('analytics reports', () => {
  it('lists the reports of the enabled modules with the boards and members to filter by', async () => {
    const boardId = await newBoard(owner);
    const response = await get(owner, '');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.reports).toEqual([
      { id: 'tally.echo', moduleId: 'tally', title: { ru: 'Эхо', en: 'Echo' }, kind: 'bar', filters: ['board'] },
    ]);
    expect(body.boards).toEqual([{ id: boardId, name: 'Продажи' }]);
    expect(body.members).toEqual([{ id: owner.userId, name: 'Анна' }]);
  });

  it('computes a report for the period in the time zone asked, with the board filter it declared', async () => {
    const boardId = await newBoard(owner);
    const response = await get(
      owner,
      `/tally.echo?from=2026-03-01&to=2026-03-31&timeZone=Europe/Moscow&boardId=${boardId}&memberId=${owner.userId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ from: '2026-03-01', to: '2026-03-31', rows: [['2026-03-02', 1234.5, '=cmd()']] });
    const query = asked.at(-1)!;
    expect(query.from.toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(query.to.toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(query).toMatchObject({ workspaceId, boardId, timeZone: 'Europe/Moscow' });
    // The report takes no member filter, so it is not handed one.
    expect(query.memberId).toBeUndefined();
  });

  it('defaults to the last 30 days in UTC', async () => {
    expect((await get(owner, '/tally.echo')).statusCode).toBe(200);
    const query = asked.at(-1)!;
    expect((query.to.getTime() - query.from.getTime()) / 86_400_000).toBe(30);
    expect(query.timeZone).toBe('UTC');
  });

  it('answers CSV in Russian Excel dialect with a byte order mark, formulas escaped', async () => {
    const response = await get(owner, '/tally.echo/csv?from=2026-03-01&to=2026-03-31', 'ru');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tally.echo_2026-03-01_2026-03-31.csv"');
    expect(response.body).toBe("\ufeffДень;Сумма, ₽;Имя\r\n02.03.2026;1234,5;'=cmd()\r\n");
    expect((await get(owner, '/tally.echo/csv?from=2026-03-01&to=2026-03-31')).body).toBe(
      '\ufeffDay,"Sum, ₽",Name\r\n2026-03-02,1234.5,\'=cmd()\r\n',
    );
  });

  it('refuses a bad period, time zone, board or member with a clear message and computes nothing', async () => {
    const before = asked.length;
    const reversed = await get(owner, '/tally.echo?from=2026-03-31&to=2026-03-01', 'ru');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe('Некорректный период: начало должно быть не позже конца, не больше двух лет');
    expect((await get(owner, '/tally.echo?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await get(owner, '/tally.echo?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await get(owner, '/tally.echo?timeZone=Mars/Olympus')).json().error.code).toBe('analytics_invalid_time_zone');
    const other = await host.newTeam();
    const foreignBoard = await newBoard(other.owner, other.workspaceId);
    expect((await get(owner, `/tally.echo?boardId=${foreignBoard}`)).json().error.code).toBe('board_not_found');
    expect((await get(owner, `/tally.echo?memberId=${other.owner.userId}`)).json().error.code).toBe('member_not_found');
    expect((await get(owner, '/tally.nothing')).statusCode).toBe(404);
    expect(asked.length).toBe(before);
  });

  it('is for owners and admins only (view_analytics), its CSV for owners only (export_data), and says nothing of other workspaces', async () => {
    const admin = await host.join(workspaceId, 'admin');
    expect((await get(admin, '')).statusCode).toBe(200);
    expect((await get(admin, '/tally.echo')).statusCode).toBe(200);
    expect((await get(owner, '/tally.echo/csv')).statusCode).toBe(200);
    const adminCsv = await get(admin, '/tally.echo/csv');
    expect(adminCsv.statusCode).toBe(403);
    expect(adminCsv.json().error.code).toBe('forbidden');
    for (const role of ['member', 'viewer', 'guest'] as const) {
      const person = await host.join(workspaceId, role);
      expect((await get(person, '')).statusCode).toBe(403);
      expect((await get(person, '/tally.echo')).statusCode).toBe(403);
      expect((await get(person, '/tally.echo/csv')).statusCode).toBe(403);
    }
    const outsider = (await host.newTeam()).owner;
    for (const url of ['', '/tally.echo', '/tally.echo/csv']) {
      const response = await get(outsider, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('workspace_not_found');
    }
    const anonymous = await host.app.inject({ method: 'GET', url: `/api/v1/workspaces/${workspaceId}/analytics/reports` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves out the reports of a module disabled in the workspace', async () => {
    const { workspaceId: other, owner: otherOwner } = await host.newTeam();
    await host.orm.execute(sql`update workspace_modules set enabled = false where workspace_id = ${other}::uuid and module_id = 'tally'`);
    const url = `/api/v1/workspaces/${other}/analytics/reports`;
    const listed = await host.app.inject({ method: 'GET', url, headers: otherOwner.headers });
    expect(listed.json().reports).toEqual([]);
    expect((await host.app.inject({ method: 'GET', url: `${url}/tally.echo`, headers: otherOwner.headers })).statusCode).toBe(404);
  });
});
