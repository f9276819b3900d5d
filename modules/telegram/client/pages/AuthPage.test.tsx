import { sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeServer } from '@artel/sdk/testing';
import type { TelegramBot } from '../api/telegramTypes';
import { signedIn } from '../testing/signedIn';
import { AuthPage } from './AuthPage';

let server: FakeServer;
let unbind: () => void;

const bot: TelegramBot = {
  id: 1,
  username: 'artel_team_bot',
  name: 'Артель',
  connection: 'connected',
  lastUpdateAt: null,
  retryAt: null,
  lastError: null,
  mode: 'polling',
  webhookUrl: null,
  llm: null,
};

beforeEach(async () => {
  ({ server, unbind } = await signedIn());
});
afterEach(() => {
  unbind();
  sessionCleared();
});

it("turns the webhook on with the public address, shows Telegram's refusal in plain words, and goes back to polling", async () => {
  let current = bot;
  server.on('GET', '/modules/telegram/bot', () => ({ status: 200, body: { bot: current } }));
  server.on('PUT', '/modules/telegram/bot/webhook', (call) => {
    if ((call.body as { publicUrl: string }).publicUrl === 'https://bad.example') {
      return {
        status: 502,
        body: {
          error: {
            code: 'webhook_refused',
            statusCode: 502,
            message: 'Telegram не принял вебхук: bad webhook: HTTPS url must be provided for webhook',
          },
        },
      };
    }
    current = { ...bot, mode: 'webhook', webhookUrl: 'https://artel.example.com/api/v1/modules/telegram/public/webhook/w1' };
    return { status: 200, body: { webhookUrl: current.webhookUrl } };
  });
  server.on('DELETE', '/modules/telegram/bot/webhook', () => {
    current = bot;
    return { status: 200, body: { webhookUrl: null } };
  });
  render(<AuthPage />);
  const address = await screen.findByLabelText('Публичный адрес сервера');
  await userEvent.clear(address);
  await userEvent.type(address, 'https://bad.example');
  await userEvent.click(screen.getByRole('button', { name: 'Включить вебхук' }));
  expect(await screen.findByText(/Telegram не принял вебхук/)).toBeInTheDocument();

  await userEvent.clear(address);
  await userEvent.type(address, 'https://artel.example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Включить вебхук' }));
  expect(
    await screen.findByText('Telegram присылает сообщения на https://artel.example.com/api/v1/modules/telegram/public/webhook/w1'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Вернуться к опросу' }));
  await waitFor(() => expect(server.callsTo('DELETE', '/modules/telegram/bot/webhook')).toHaveLength(1));
  expect(await screen.findByLabelText('Публичный адрес сервера')).toBeInTheDocument();
});

it('saves the recognition model with its key, and keeps the key when the field is left empty', async () => {
  let current = bot;
  server.on('GET', '/modules/telegram/bot', () => ({ status: 200, body: { bot: current } }));
  server.on('PUT', '/modules/telegram/bot/llm', (call) => {
    const body = call.body as { baseUrl: string; model: string; apiKey?: string };
    current = { ...bot, llm: { baseUrl: body.baseUrl, model: body.model, hasKey: true } };
    return { status: 200, body: { llm: { baseUrl: body.baseUrl, model: body.model } } };
  });
  render(<AuthPage />);
  await userEvent.type(await screen.findByLabelText('Адрес API'), 'https://llm.example.com/v1');
  await userEvent.type(screen.getByLabelText('Модель'), 'qwen2.5-7b-instruct');
  await userEvent.type(screen.getByLabelText('Ключ API'), 'sk-secret');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить модель' }));
  await waitFor(() => expect(server.callsTo('PUT', '/modules/telegram/bot/llm')).toHaveLength(1));
  expect(server.callsTo('PUT', '/modules/telegram/bot/llm')[0]!.body).toEqual({
    baseUrl: 'https://llm.example.com/v1',
    model: 'qwen2.5-7b-instruct',
    apiKey: 'sk-secret',
  });
  expect(await screen.findByText('Ключ сохранён; оставьте поле пустым, чтобы не менять его')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText('Модель'));
  await userEvent.type(screen.getByLabelText('Модель'), 'qwen2.5-14b-instruct');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить модель' }));
  await waitFor(() => expect(server.callsTo('PUT', '/modules/telegram/bot/llm')).toHaveLength(2));
  expect(server.callsTo('PUT', '/modules/telegram/bot/llm')[1]!.body).toEqual({
    baseUrl: 'https://llm.example.com/v1',
    model: 'qwen2.5-14b-instruct',
  });
});
