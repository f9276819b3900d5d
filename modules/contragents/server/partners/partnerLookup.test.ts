import { defineServerModule } from '@artel/sdk/server';
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from '@artel/sdk/server/testing';
import { Type } from '@sinclair/typebox';
import contragents from '..';
import { partnerLookupRef } from '../../contract';
import { partnerBody } from '../testing/contragentsHost';

/** Another module that knows the lookup only by the module's contract, as kanban does. */
const probe = defineServerModule({
  id: 'partner-probe',
  register({ http, services }) {
    http.routes(async (router) => {
      router.get(
        '/find',
        { schema: { querystring: Type.Object({ q: Type.String(), id: Type.Optional(Type.String()) }) } },
        async (request) => {
          const lookup = services.get(partnerLookupRef);
          const { workspaceId } = http.context(request);
          return {
            found: await lookup.search(workspaceId, request.query.q),
            one: request.query.id ? await lookup.get(workspaceId, request.query.id) : null,
          };
        },
      );
      router.get(
        '/available',
        { schema: { querystring: Type.Object({ workspaceId: Type.String(), userId: Type.String() }) } },
        async (request) => {
          return { available: await services.get(partnerLookupRef).available(request.query.workspaceId, request.query.userId) };
        },
      );
    });
  },
});

let host: ModuleTestHost;
let owner: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  host = await createModuleTestHost(contragents, { alongside: [probe] });
  ({ owner } = await host.newTeam());
  ({ owner: stranger } = await host.newTeam());
});
afterAll(() => host.close());

const find = (person: TestPerson, query: string) =>
  host.app
    .inject({ method: 'GET', url: `/api/v1/modules/partner-probe/find?${query}`, headers: person.headers })
    .then((response) => response.json());

test('another module finds partners of the caller’s workspace by text or id through the service', async () => {
  const created = (await host.request(owner, 'POST', '/partners', partnerBody({ name: 'ООО «Ёлочка»' }))).json().partner;
  const result = await find(owner, `q=${encodeURIComponent('елочка')}&id=${created.id}`);
  expect(result.found).toEqual([
    { id: created.id, name: 'ООО «Ёлочка»', inn: created.inn, status: 'active', url: `/modules/contragents/partners/${created.id}` },
  ]);
  expect(result.one.name).toBe('ООО «Ёлочка»');
  const elsewhere = await find(stranger, `q=${encodeURIComponent('елочка')}&id=${created.id}`);
  expect(elsewhere).toEqual({ found: [], one: null });
});

test('partners are available to a member of the workspace, even a viewer, and to nobody from outside', async () => {
  const viewer = await host.join(owner.workspaceId, 'viewer', 'Наблюдатель');
  const available = (workspaceId: string, userId: string) =>
    host.app
      .inject({
        method: 'GET',
        url: `/api/v1/modules/partner-probe/available?workspaceId=${workspaceId}&userId=${userId}`,
        headers: owner.headers,
      })
      .then((response) => response.json().available);
  expect(await available(owner.workspaceId, owner.userId)).toBe(true);
  expect(await available(owner.workspaceId, viewer.userId)).toBe(true);
  expect(await available(owner.workspaceId, stranger.userId)).toBe(false);
});
