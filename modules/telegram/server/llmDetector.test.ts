/** The LLM endpoint's answer is used when it comes in time and follows the schema; otherwise the local detector's. */
import { createOutboundClient } from '@artel/sdk/server';
import { detectTask } from './detection/detector';
import { detectMessage, type LlmEndpoint } from './llmDetector';
import { startLlmStandIn, type LlmStandIn } from './testing/llmStandIn';

let llm: LlmStandIn;
let endpoint: LlmEndpoint;
const warnings: string[] = [];
// The stand-in listens on this machine, which the platform's administrator has to allow.
const outbound = createOutboundClient({ allowedHosts: () => ['127.0.0.1'] });
const logger = { debug() {}, info() {}, error() {}, warn: (_: unknown, message?: string) => void warnings.push(message ?? '') };
const message = { id: '1', sent_at: '2026-11-19T08:00:00.000Z', text: 'Ну что, кто-нибудь заберёт плитку со склада в пятницу? Очень надо' };
const local = detectTask(message, { timeZone: 'Europe/Moscow' });
const ANSWER = {
  is_task: true,
  confidence: 0.93,
  title: 'Забрать плитку со склада',
  assignee: '@pavel_sklad',
  due: '2026-11-20',
  priority: 'high',
};
const detect = (timeoutMs = 2000) => detectMessage(message, { timeZone: 'Europe/Moscow', llm: endpoint, outbound, logger, timeoutMs });

beforeAll(async () => {
  llm = await startLlmStandIn();
  endpoint = { baseUrl: llm.url, model: 'local-model', apiKey: 'sk-test-key' };
});
afterAll(() => llm.close());
beforeEach(() => {
  warnings.length = 0;
});

it('asks the endpoint with the model, the key and a JSON schema, and uses its answer', async () => {
  llm.behave({ answer: ANSWER });
  expect(await detect()).toEqual({
    isTask: true,
    confidence: 0.93,
    title: 'Забрать плитку со склада',
    assignee: 'pavel_sklad',
    addresseeName: local.addresseeName,
    due: '2026-11-20',
    priority: 'high',
  });
  const asked = llm.requests.at(-1)!;
  expect(asked.authorization).toBe('Bearer sk-test-key');
  expect(asked.body).toMatchObject({
    model: 'local-model',
    response_format: { type: 'json_schema', json_schema: { name: 'telegram_task', strict: true } },
  });
  expect(JSON.stringify(asked.body.messages)).toContain('кто-нибудь заберёт плитку');
  expect(JSON.stringify(asked.body.messages)).toContain('Europe/Moscow');
});

it.each([
  ['broken JSON', { content: '{"is_task": true, "title": ' }],
  ['an answer off the schema', { answer: { ...ANSWER, due: 'в пятницу' } }],
  ['an answer missing a field', { answer: { is_task: true, title: 'Забрать плитку' } }],
  ['a server error', { status: 500 }],
  ['no answer in time', { delayMs: 1500, answer: ANSWER }],
])('falls back to the local detector on %s', async (_, behaviour) => {
  llm.behave(behaviour);
  expect(await detect(300)).toEqual(local);
  expect(warnings).toEqual(['Telegram: the LLM endpoint failed; the local detector answers']);
});

it('falls back when nothing listens at the address', async () => {
  const gone = await startLlmStandIn();
  await gone.close();
  expect(await detectMessage(message, { timeZone: 'Europe/Moscow', llm: { ...endpoint, baseUrl: gone.url }, outbound, logger })).toEqual(
    local,
  );
});

it('asks nothing when no endpoint is configured', async () => {
  const asked = llm.requests.length;
  expect(await detectMessage(message, { timeZone: 'Europe/Moscow', llm: null, outbound, logger })).toEqual(local);
  expect(llm.requests.length).toBe(asked);
});
