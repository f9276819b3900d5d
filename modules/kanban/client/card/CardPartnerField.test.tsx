import { addTranslations, i18n } from '@artel/sdk';
import { loginFx, setApiWorkspaceSource } from '@artel/sdk/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODULE_ID } from '../moduleId';
import { bindTestSdk } from '../testing/bindTestSdk';
import { translations } from '../translations';
import { CardPartnerField } from './CardPartnerField';

const vector = { id: 'p1', name: 'АО «Вектор»', inn: '7701234567', status: 'active', url: '/modules/contragents/partners/p1' };
let available = true;
let linked: typeof vector | null = null;
const sent: unknown[] = [];

function answer(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  const response = { ok: status < 300, status, headers: { get: () => 'application/json' }, text: async () => text, clone: () => response };
  return response as unknown as Response;
}

function server(url: string, method: string, body: unknown): Response {
  if (url.endsWith('/auth/login')) {
    const user = {
      id: 'u1',
      name: 'Анна',
      email: 'anna@example.test',
      role: 'user',
      permissions: [],
      preferredLegalEntityId: null,
      preferredWorkspaceId: 'w1',
    };
    return answer(200, { user, access_token: 'access', refresh_token: 'refresh', expires_in: 3600 });
  }
  if (url.endsWith('/modules/kanban/cards/c1/partner') && method === 'GET') return answer(200, { available, partner: linked });
  if (url.includes('/modules/kanban/partners?search='))
    return answer(200, { available, partners: url.includes(encodeURIComponent('век')) ? [vector] : [] });
  if (url.endsWith('/modules/kanban/cards/c1/partner') && method === 'PUT') {
    sent.push(body);
    linked = (body as { partnerId: string | null }).partnerId ? vector : null;
    return answer(200, { partner: linked });
  }
  return answer(404, { error: { code: 'not_found', message: 'Not found', statusCode: 404 } });
}

beforeAll(async () => {
  bindTestSdk();
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) =>
    server(String(input), init.method ?? 'GET', init.body ? JSON.parse(String(init.body)) : undefined),
  ) as typeof fetch;
  await loginFx({ email: 'anna@example.test', password: 'correct horse battery' });
  setApiWorkspaceSource(() => 'w1');
  addTranslations(MODULE_ID, translations);
  await i18n.changeLanguage('ru');
});

beforeEach(() => {
  available = true;
  linked = null;
  sent.length = 0;
});

it('finds a partner by name, links it to the card, shows it as a link to their page and unlinks it', async () => {
  render(<CardPartnerField cardId="c1" editable />);
  await userEvent.type(await screen.findByLabelText('Партнер'), 'век');
  await userEvent.click(await screen.findByRole('menuitem', { name: /АО «Вектор»/ }));
  expect(await screen.findByRole('link', { name: 'АО «Вектор»' })).toHaveAttribute('href', '/modules/contragents/partners/p1');
  expect(screen.getByText('ИНН 7701234567')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Отвязать партнера' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'АО «Вектор»' })).not.toBeInTheDocument());
  expect(sent).toEqual([{ partnerId: 'p1' }, { partnerId: null }]);
});

it('shows a reader the partner without a way to change it', async () => {
  linked = vector;
  render(<CardPartnerField cardId="c1" editable={false} />);
  expect(await screen.findByRole('link', { name: 'АО «Вектор»' })).toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Отвязать партнера' })).not.toBeInTheDocument();
});

it('is not there at all where the Partners module is not enabled', async () => {
  available = false;
  const { container } = render(<CardPartnerField cardId="c1" editable />);
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith(expect.stringContaining('/cards/c1/partner'), expect.anything()));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByText('Партнер')).not.toBeInTheDocument();
});
