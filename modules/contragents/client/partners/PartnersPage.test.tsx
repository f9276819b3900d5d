import { navigate } from '@artel/sdk';
import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Partner } from '../api/partnerTypes';
import { signedIn } from '../testing/signedIn';
import { PartnersPage } from './PartnersPage';

let server: FakeServer;
let unbind: () => void;

const partner = (index: number, extra: Partial<Partner> = {}): Partner => ({
  id: `p${index}`,
  type: 'company',
  name: `Партнер ${index}`,
  inn: String(7700000000 + index),
  kpp: '',
  ogrn: '',
  legalAddress: '',
  postalAddress: '',
  phone: '',
  email: '',
  website: '',
  status: 'active',
  tags: [],
  responsibleId: null,
  note: '',
  createdById: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  deletedAt: null,
  ...extra,
});

const listCalls = () => server.callsTo('GET', '/modules/contragents/partners').map((call) => new URL(call.url, 'http://x').searchParams);

beforeEach(async () => {
  navigate('/modules/contragents/partners');
  ({ server, unbind } = await signedIn());
  server.on('GET', '/modules/contragents/partners', (call) => {
    const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
    return {
      status: 200,
      body: {
        total: 10_000,
        partners: [partner(page * 100 + 1, { tags: ['бетон'] }), partner(page * 100 + 2, { deletedAt: '2026-11-03T00:00:00.000Z' })],
      },
    };
  });
});
afterEach(() => {
  unbind();
  sessionCleared();
});

it('asks for one page of 50 in name order and pages through 10 000 partners', async () => {
  render(<PartnersPage />);
  expect(await screen.findByText('1–50 из 10000')).toBeInTheDocument();
  expect(listCalls()[0]!.get('sort')).toBe('name');
  expect(listCalls()[0]!.get('pageSize')).toBe('50');
  expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
  expect(await screen.findByRole('link', { name: 'Партнер 201' })).toBeInTheDocument();
  expect(screen.getByText('Страница 2 из 200')).toBeInTheDocument();
  expect(window.location.search).toBe('?page=2');
});

it('filters by status and by a tag clicked in a row, starting again at page 1 and keeping it in the URL', async () => {
  navigate('/modules/contragents/partners?page=3');
  render(<PartnersPage />);
  await screen.findByRole('link', { name: 'Партнер 301' });
  await userEvent.click(screen.getByRole('button', { name: 'Лид' }));
  await waitFor(() => expect(listCalls().at(-1)!.get('status')).toBe('lead'));
  expect(listCalls().at(-1)!.get('page')).toBe('1');
  await userEvent.click(await screen.findByText('бетон'));
  await waitFor(() => expect(listCalls().at(-1)!.get('tag')).toBe('бетон'));
  expect(window.location.search).toBe('?status=lead&tag=%D0%B1%D0%B5%D1%82%D0%BE%D0%BD');
});

it('searches as the user stops typing, over name, INN and contacts', async () => {
  render(<PartnersPage />);
  await screen.findByRole('link', { name: 'Партнер 101' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по названию, ИНН или контакту' }), 'Ёлкина');
  await waitFor(() => expect(listCalls().at(-1)!.get('search')).toBe('Ёлкина'));
  expect(listCalls().filter((params) => params.has('search'))).toHaveLength(1);
});

it('marks a deleted partner and lets an owner restore it', async () => {
  server.on('POST', '/modules/contragents/partners/:id/restore', { status: 200, body: { partner: partner(102) } });
  render(<PartnersPage />);
  const row = (await screen.findByRole('link', { name: 'Партнер 102' })).closest('tr')!;
  expect(within(row).getByText('удалён')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Восстановить' }));
  await waitFor(() => expect(server.callsTo('POST', '/modules/contragents/partners/p102/restore')).toHaveLength(1));
  // The list is asked again, so the restored partner shows as living.
  await waitFor(() => expect(listCalls()).toHaveLength(2));
});
