import { ModuleRoutes, navigate } from '@artel/sdk';
import { createModuleSdk, type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Partner } from '../api/partnerTypes';
import { signedIn } from '../testing/signedIn';
import { PartnerPage } from './PartnerPage';

let server: FakeServer;
let unbind: () => void;
let unroute: () => void;

const partner: Partner = {
  id: 'p1',
  type: 'company',
  name: 'ООО «Бетон-Сервис»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '',
  legalAddress: 'Москва, ул. Вавилова, 19',
  postalAddress: '',
  phone: '',
  email: '',
  website: '',
  status: 'active',
  tags: ['бетон'],
  responsibleId: 'u-ruslan',
  note: '',
  createdById: 'u-ruslan',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  deletedAt: null,
  bankAccounts: [
    {
      id: 'b1',
      bankName: 'ПАО Сбербанк',
      bik: '044525225',
      corrAccount: '30101810400000000225',
      account: '40702810200000000001',
      isPrimary: true,
    },
  ],
};

async function open(role: 'owner' | 'member', shown: Partner = partner) {
  ({ server, unbind } = await signedIn(role));
  server.on('GET', '/modules/contragents/partners/p1', { status: 200, body: { partner: shown } });
  server.on('GET', '/modules/contragents/partners/p1/contacts', {
    status: 200,
    body: {
      contacts: [
        {
          id: 'c2',
          partnerId: 'p1',
          name: 'Павел',
          position: '',
          phones: [],
          emails: [],
          telegram: '',
          isPrimary: false,
          createdAt: '',
          updatedAt: '',
        },
        {
          id: 'c1',
          partnerId: 'p1',
          name: 'Ирина',
          position: 'Менеджер',
          phones: ['+7 495 123-45-67'],
          emails: ['ira@beton.example'],
          telegram: 'irina_beton',
          isPrimary: true,
          createdAt: '',
          updatedAt: '',
        },
      ],
    },
  });
  server.on('GET', '/modules/contragents/partners/p1/comments', { status: 200, body: { comments: [] } });
  server.on('GET', '/modules/contragents/partners/p1/activity', {
    status: 200,
    body: {
      activity: [
        {
          id: 'a1',
          action: 'contact.added',
          actorId: 'u-ruslan',
          data: { name: 'Ирина' },
          documentId: null,
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      ],
    },
  });
  unroute = createModuleSdk('contragents').registerRoutes([{ path: 'partners/:id', component: PartnerPage }]);
  navigate('/modules/contragents/partners/p1');
  render(<ModuleRoutes moduleId="contragents" />);
  await screen.findByRole('heading', { name: 'ООО «Бетон-Сервис»', level: 1 });
}

afterEach(() => {
  unroute();
  unbind();
  sessionCleared();
});

it("shows the requisites, the primary contact first, the history in words and links to the partner's documents", async () => {
  await open('owner');
  expect(screen.getByText('773601001')).toBeInTheDocument();
  expect(screen.getByText('40702810200000000001')).toBeInTheDocument();
  const contacts = screen.getAllByRole('listitem').filter((item) => item.closest('.contragents-contacts'));
  expect(contacts.map((item) => item.querySelector('strong')!.textContent)).toEqual(['Ирина', 'Павел']);
  expect(screen.getByRole('link', { name: '@irina_beton' })).toHaveAttribute('href', 'https://t.me/irina_beton');
  expect(await screen.findByText(/добавил\(а\) контакт Ирина/)).toBeInTheDocument();
  const documents = within(screen.getByRole('region', { name: 'Документы' }));
  expect(documents.getByRole('link', { name: 'Счета' })).toHaveAttribute('href', '/modules/contragents/invoices?partner=p1');
  expect(documents.getByRole('link', { name: 'Акты' })).toHaveAttribute('href', '/modules/contragents/acts?partner=p1');
  expect(documents.getByRole('link', { name: 'Договоры' })).toHaveAttribute('href', '/modules/contragents/contracts?partner=p1');
  expect(screen.getByRole('button', { name: 'Изменить' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
});

it('offers a member editing but not deleting', async () => {
  await open('member');
  expect(screen.getByRole('button', { name: 'Изменить' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Добавить контакт' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
});

it('keeps a deleted partner read-only and lets an owner restore it', async () => {
  await open('owner', { ...partner, deletedAt: '2026-11-02T00:00:00.000Z' });
  expect(screen.getByText('Партнер удалён. Восстановите его, чтобы изменять', { exact: false })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Добавить контакт' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Отправить' })).not.toBeInTheDocument();
  server.on('POST', '/modules/contragents/partners/p1/restore', { status: 200, body: { partner } });
  server.on('GET', '/modules/contragents/partners/p1', { status: 200, body: { partner } });
  await userEvent.click(screen.getByRole('button', { name: 'Восстановить' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Изменить' })).toBeInTheDocument());
});
