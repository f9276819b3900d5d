import { createPartner, type ModuleTestHost, startHost, type TestPerson } from '../testing/contragentsHost';

let host: ModuleTestHost;
let owner: TestPerson;
let member: TestPerson;
let stranger: TestPerson;
let partnerId: string;

beforeAll(async () => {
  host = await startHost();
  ({ owner } = await host.newTeam('Анна'));
  member = await host.join(owner.workspaceId, 'member', 'Борис');
  ({ owner: stranger } = await host.newTeam('Чужой'));
  partnerId = (await createPartner(host, owner, { name: 'АО «Вектор»' })).id;
});
afterAll(() => host.close());

async function notificationsOf(person: TestPerson) {
  const response = await host.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: person.headers });
  return response.json().notifications as { title: string; message: string; type: string; data: { targetUrl?: string } }[];
}

describe('comments on a partner', () => {
  test('a mention notifies the member, linking to the partner', async () => {
    const response = await host.request(
      owner,
      'POST',
      `/partners/${partnerId}/comments`,
      { text: 'Борис, проверь реквизиты', mentions: [member.userId] },
      'ru',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().comment).toMatchObject({ text: 'Борис, проверь реквизиты', mentions: [member.userId], authorId: owner.userId });
    const [notification] = await notificationsOf(member);
    expect(notification).toMatchObject({
      type: 'comment',
      title: 'Анна упоминает вас в комментарии о партнере «АО «Вектор»»',
      message: 'Борис, проверь реквизиты',
      data: expect.objectContaining({ targetUrl: `/modules/contragents/partners/${partnerId}` }),
    });
    expect((await host.request(owner, 'GET', `/partners/${partnerId}/activity`)).json().activity[0].action).toBe('comment.added');
  });

  test('a mentioned guest, who may not view partners, gets nothing of the comment; a member mentioned with them does', async () => {
    const guest = await host.join(owner.workspaceId, 'guest', 'Гость');
    const colleague = await host.join(owner.workspaceId, 'member', 'Вера');
    const unread = async (person: TestPerson) =>
      (await host.app.inject({ method: 'GET', url: '/api/v1/notifications/unread-count', headers: person.headers })).json().count as number;

    const response = await host.request(owner, 'POST', `/partners/${partnerId}/comments`, {
      text: 'Скидка 12% до пятницы',
      mentions: [guest.userId, colleague.userId],
    });
    expect(response.statusCode).toBe(201);
    expect(await notificationsOf(guest)).toEqual([]);
    expect(await unread(guest)).toBe(0);
    expect((await notificationsOf(colleague)).map((notification) => notification.message)).toEqual(['Скидка 12% до пятницы']);
    expect(await unread(colleague)).toBe(1);
  });

  test('mentioning someone outside the workspace or an empty text is refused', async () => {
    const outsider = await host.request(owner, 'POST', `/partners/${partnerId}/comments`, { text: 'Привет', mentions: [stranger.userId] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.code).toBe('comments.mentionNotMember');
    expect((await notificationsOf(stranger)).length).toBe(0);
    const empty = await host.request(owner, 'POST', `/partners/${partnerId}/comments`, { text: '  ' }, 'ru');
    expect(empty.json().error.message).toBe('Комментарий пуст');
  });

  test('an edit that names someone new tells them once; who was mentioned before is not told again', async () => {
    const colleague = await host.join(owner.workspaceId, 'member', 'Вера');
    const { comment } = (
      await host.request(owner, 'POST', `/partners/${partnerId}/comments`, { text: '@Борис глянь счёт', mentions: [member.userId] })
    ).json();
    const borisBefore = (await notificationsOf(member)).length;
    const edited = await host.request(owner, 'PATCH', `/partners/${partnerId}/comments/${comment.id}`, {
      text: '@Борис и @Вера, гляньте счёт',
      mentions: [member.userId, colleague.userId],
    });
    expect(edited.json().comment.mentions).toEqual([member.userId, colleague.userId]);
    expect((await notificationsOf(colleague)).map((notification) => notification.message)).toEqual(['@Борис и @Вера, гляньте счёт']);
    expect(await notificationsOf(member)).toHaveLength(borisBefore);
    const outsider = await host.request(owner, 'PATCH', `/partners/${partnerId}/comments/${comment.id}`, {
      text: 'x',
      mentions: [stranger.userId],
    });
    expect(outsider.json().error.code).toBe('comments.mentionNotMember');
  });

  test('only the author edits or deletes a comment', async () => {
    const { comment } = (await host.request(member, 'POST', `/partners/${partnerId}/comments`, { text: 'Моё' })).json();
    expect((await host.request(owner, 'PATCH', `/partners/${partnerId}/comments/${comment.id}`, { text: 'Чужое' })).statusCode).toBe(403);
    expect((await host.request(owner, 'DELETE', `/partners/${partnerId}/comments/${comment.id}`)).statusCode).toBe(403);
    expect(
      (await host.request(member, 'PATCH', `/partners/${partnerId}/comments/${comment.id}`, { text: 'Моё, исправленное' })).json().comment
        .text,
    ).toBe('Моё, исправленное');
    expect((await host.request(member, 'DELETE', `/partners/${partnerId}/comments/${comment.id}`)).statusCode).toBe(204);
    const texts = (await host.request(owner, 'GET', `/partners/${partnerId}/comments`))
      .json()
      .comments.map((entry: { text: string }) => entry.text);
    expect(texts).not.toContain('Моё, исправленное');
  });

  test('a viewer reads but cannot comment; a guest cannot read', async () => {
    const viewer = await host.join(owner.workspaceId, 'viewer');
    const guest = await host.join(owner.workspaceId, 'guest');
    expect((await host.request(viewer, 'GET', `/partners/${partnerId}/comments`)).statusCode).toBe(200);
    expect((await host.request(viewer, 'POST', `/partners/${partnerId}/comments`, { text: 'x' })).statusCode).toBe(403);
    expect((await host.request(guest, 'GET', `/partners/${partnerId}/comments`)).statusCode).toBe(403);
  });

  test('another workspace gets 404 on every comment route', async () => {
    const { comment } = (await host.request(owner, 'POST', `/partners/${partnerId}/comments`, { text: 'Наше' })).json();
    for (const [method, url, body] of [
      ['GET', `/partners/${partnerId}/comments`, undefined],
      ['POST', `/partners/${partnerId}/comments`, { text: 'x' }],
      ['PATCH', `/partners/${partnerId}/comments/${comment.id}`, { text: 'x' }],
      ['DELETE', `/partners/${partnerId}/comments/${comment.id}`, undefined],
    ] as const) {
      expect([method, url, (await host.request(stranger, method, url, body)).statusCode]).toEqual([method, url, 404]);
    }
  });
});
