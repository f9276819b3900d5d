import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { signedIn } from '../testing/signedIn';
import { OverdueInvoicesWidget } from './OverdueInvoicesWidget';

let server: FakeServer;
let unbind: () => void;

const summaryCalls = () => server.calls.filter((call) => call.path === '/modules/contragents/documents/summary');

beforeEach(async () => {
  ({ server, unbind } = await signedIn());
});
afterEach(() => {
  unbind();
  sessionCleared();
});

it('asks for the summary in the viewer’s time zone and says there is nothing overdue when only invoices not yet due are owed', async () => {
  server.on('GET', '/modules/contragents/documents/summary', {
    status: 200,
    body: { receivable: '10000.00', invoices: 1, overdue: '0.00', overdueInvoices: 0 },
  });
  render(<OverdueInvoicesWidget />);
  expect(await screen.findByText('Просроченных счетов нет')).toBeInTheDocument();
  await waitFor(() => expect(summaryCalls()).toHaveLength(1));
  expect(new URL(summaryCalls()[0]!.url, 'http://localhost').searchParams.get('timeZone')).toBe(
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
});

it('shows how much is past due and on how many invoices', async () => {
  server.on('GET', '/modules/contragents/documents/summary', {
    status: 200,
    body: { receivable: '15000.00', invoices: 2, overdue: '5000.00', overdueInvoices: 1 },
  });
  render(<OverdueInvoicesWidget />);
  expect(await screen.findByText('Просроченных счетов: 1')).toBeInTheDocument();
  expect(screen.getByText(/^Просрочено 5\s000,00 ₽$/)).toBeInTheDocument();
});
