import { createPartner, type ModuleTestHost, partnerBody, startHost, type TestPerson } from '../testing/contragentsHost';

let host: ModuleTestHost;
let owner: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  host = await startHost();
  ({ owner } = await host.newTeam());
  ({ owner: stranger } = await host.newTeam('Чужой'));
});
afterAll(() => host.close());

const criteria = [
  { name: 'Цена за м³', weight: 50, kind: 'numeric', direction: 'lowerIsBetter' },
  { name: 'Срок поставки, дней', weight: 20, kind: 'numeric', direction: 'lowerIsBetter' },
  { name: 'Качество', weight: 30, kind: 'grade' },
];

async function concreteBenchmark(person: TestPerson) {
  const { benchmark } = (
    await host.request(person, 'POST', '/benchmarks', {
      title: 'Поставщик бетона 2027',
      need: 'Бетон М300 для объекта на Ленина',
      criteria,
    })
  ).json();
  const existing = await createPartner(host, person, { name: 'ООО «Монолит»', status: 'lead' });
  const add = async (body: Record<string, unknown>) =>
    (await host.request(person, 'POST', `/benchmarks/${benchmark.id}/candidates`, body)).json().candidate;
  const candidates = [
    await add({ name: 'БетонСтрой', inn: partnerBody().inn }),
    await add({ partnerId: existing.id }),
    await add({ name: 'ЖБИ-1' }),
  ];
  const scores = [
    [5000, 5, 4],
    [4500, 10, 5],
    [6000, 3, 3],
  ];
  const [price, days, quality] = benchmark.criteria;
  for (const [row, candidate] of candidates.entries()) {
    for (const [column, criterion] of [price, days, quality].entries()) {
      const response = await host.request(person, 'PUT', `/benchmarks/${benchmark.id}/scores`, {
        candidateId: candidate.id,
        criterionId: criterion.id,
        value: scores[row]![column],
      });
      expect(response.statusCode).toBe(200);
    }
  }
  return { benchmark, candidates, existing };
}

describe('benchmarks', () => {
  test('candidates scored on weighted criteria are ranked with normalised totals', async () => {
    const { benchmark, candidates } = await concreteBenchmark(owner);
    const read = (await host.request(owner, 'GET', `/benchmarks/${benchmark.id}`)).json().benchmark;
    expect(read.criteria.map((criterion: { name: string }) => criterion.name)).toEqual(['Цена за м³', 'Срок поставки, дней', 'Качество']);
    expect(
      read.ranking.map((entry: { candidateId: string; total: number; rank: number }) => [entry.candidateId, entry.total, entry.rank]),
    ).toEqual([
      [candidates[1].id, 86, 1],
      [candidates[0].id, 81, 2],
      [candidates[2].id, 75.5, 3],
    ]);
  });

  test('the winner is promoted: an existing candidate partner becomes active, the benchmark is decided, history kept', async () => {
    const { benchmark, candidates, existing } = await concreteBenchmark(owner);
    const promoted = await host.request(owner, 'POST', `/benchmarks/${benchmark.id}/candidates/${candidates[1].id}/promote`);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      partnerId: existing.id,
      benchmark: { status: 'decided', winnerCandidateId: candidates[1].id },
    });
    expect((await host.request(owner, 'GET', `/partners/${existing.id}`)).json().partner.status).toBe('active');
    const history = (await host.request(owner, 'GET', `/benchmarks/${benchmark.id}/history`))
      .json()
      .history.map((entry: { action: string }) => entry.action);
    expect(history[0]).toBe('benchmark.winnerPromoted');
    expect(history).toContain('benchmark.scored');
    expect(history.at(-1)).toBe('benchmark.created');
  });

  test('a promotion sent as text/plain is refused with 415 and promotes nobody', async () => {
    const { benchmark, candidates } = await concreteBenchmark(owner);
    const partnersBefore = (await host.request(owner, 'GET', '/partners')).json().total;
    const refused = await host.app.inject({
      method: 'POST',
      url: `/api/v1/modules/contragents/benchmarks/${benchmark.id}/candidates/${candidates[0].id}/promote`,
      headers: { ...owner.headers, 'content-type': 'text/plain', 'accept-language': 'ru' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error).toMatchObject({ code: 'unsupported_media_type', message: expect.stringContaining('JSON') });
    expect((await host.request(owner, 'GET', `/benchmarks/${benchmark.id}`)).json().benchmark).toMatchObject({
      status: 'open',
      winnerCandidateId: null,
    });
    expect((await host.request(owner, 'GET', '/partners')).json().total).toBe(partnersBefore);
  });

  test('a winner that is not a partner yet becomes a new active partner with its INN', async () => {
    const { benchmark, candidates } = await concreteBenchmark(owner);
    const promoted = (await host.request(owner, 'POST', `/benchmarks/${benchmark.id}/candidates/${candidates[0].id}/promote`)).json();
    const partner = (await host.request(owner, 'GET', `/partners/${promoted.partnerId}`)).json().partner;
    expect(partner).toMatchObject({ name: 'БетонСтрой', status: 'active' });
    const noInn = await host.request(owner, 'POST', `/benchmarks/${benchmark.id}/candidates/${candidates[2].id}/promote`, {}, 'ru');
    expect(noInn.statusCode).toBe(400);
    expect(noInn.json().error.message).toBe('Укажите ИНН партнера');
  });

  test('bad criteria and scores are refused in the caller’s language', async () => {
    const bad = await host.request(
      owner,
      'POST',
      '/benchmarks',
      { title: 'X', criteria: [{ name: 'Цена', weight: 0, kind: 'numeric', direction: 'lowerIsBetter' }] },
      'ru',
    );
    expect(bad.json().error.message).toBe('Вес критерия — число больше 0 и не больше 100');
    const { benchmark, candidates } = await concreteBenchmark(owner);
    const quality = benchmark.criteria[2];
    const grade = await host.request(
      owner,
      'PUT',
      `/benchmarks/${benchmark.id}/scores`,
      { candidateId: candidates[0].id, criterionId: quality.id, value: 7 },
      'ru',
    );
    expect(grade.json().error.message).toBe('Оценка — целое число от 1 до 5');
  });

  test('editing criteria keeps the scores of the kept ones', async () => {
    const { benchmark } = await concreteBenchmark(owner);
    const [price, , quality] = benchmark.criteria;
    const response = await host.request(owner, 'PATCH', `/benchmarks/${benchmark.id}`, {
      criteria: [
        { ...price, weight: 80 },
        quality,
        { name: 'Отсрочка платежа, дней', weight: 10, kind: 'numeric', direction: 'higherIsBetter' },
      ],
    });
    const edited = response.json().benchmark;
    expect(edited.criteria.map((criterion: { name: string; weight: number }) => [criterion.name, criterion.weight])).toEqual([
      ['Цена за м³', 80],
      ['Качество', 30],
      ['Отсрочка платежа, дней', 10],
    ]);
    expect(edited.candidates[0].scores[price.id]).toBe(5000);
  });

  test('a viewer reads but cannot change; another workspace gets 404 everywhere', async () => {
    const { benchmark, candidates } = await concreteBenchmark(owner);
    const viewer = await host.join(owner.workspaceId, 'viewer');
    expect((await host.request(viewer, 'GET', `/benchmarks/${benchmark.id}`)).statusCode).toBe(200);
    expect((await host.request(viewer, 'POST', '/benchmarks', { title: 'X', criteria })).statusCode).toBe(403);
    expect((await host.request(viewer, 'POST', `/benchmarks/${benchmark.id}/candidates/${candidates[0].id}/promote`)).statusCode).toBe(403);
    for (const [method, url, body] of [
      ['GET', `/benchmarks/${benchmark.id}`, undefined],
      ['GET', `/benchmarks/${benchmark.id}/history`, undefined],
      ['PATCH', `/benchmarks/${benchmark.id}`, { title: 'Захват' }],
      ['POST', `/benchmarks/${benchmark.id}/candidates`, { name: 'X' }],
      ['DELETE', `/benchmarks/${benchmark.id}/candidates/${candidates[0].id}`, undefined],
      ['PUT', `/benchmarks/${benchmark.id}/scores`, { candidateId: candidates[0].id, criterionId: benchmark.criteria[0].id, value: 1 }],
      ['POST', `/benchmarks/${benchmark.id}/candidates/${candidates[0].id}/promote`, undefined],
    ] as const) {
      expect([method, url, (await host.request(stranger, method, url, body)).statusCode]).toEqual([method, url, 404]);
    }
    expect((await host.request(stranger, 'GET', '/benchmarks')).json().benchmarks).toEqual([]);
  });
});
