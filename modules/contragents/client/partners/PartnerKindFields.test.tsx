/** The partner form per kind: only the requisites that kind has are asked for and sent. */
import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signedIn } from '../testing/signedIn';
import { PartnerFormDialog } from './PartnerFormDialog';

jest.setTimeout(20_000);

let server: FakeServer;
let unbind: () => void;

beforeEach(async () => {
  ({ server, unbind } = await signedIn());
  server.on('POST', '/modules/contragents/partners', { status: 201, body: { partner: { id: 'p1' } } });
});
afterEach(() => {
  unbind();
  sessionCleared();
});

const fill = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const choose = (kind: string) => fireEvent.change(screen.getByRole('combobox', { name: 'Тип' }), { target: { value: kind } });
const sent = () => server.callsTo('POST', '/modules/contragents/partners')[0]!.body as Record<string, unknown>;

it('a self-employed person is asked for a 12-digit INN and no ОГРНИП or КПП, and a stale ОГРНИП is not sent', async () => {
  render(<PartnerFormDialog onClose={jest.fn()} onSaved={jest.fn()} />);
  choose('individual');
  fill('ОГРНИП', '304500100000017');
  choose('ie');
  expect(screen.queryByRole('textbox', { name: 'ОГРНИП' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'КПП' })).toBeNull();
  fill('Название', 'Петров Пётр');
  fill('ИНН', '7707083893');
  fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
  expect(await screen.findByText('ИНН индивидуального предпринимателя или физического лица должен содержать 12 цифр')).toBeInTheDocument();
  fill('ИНН', '500100732259');
  fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
  await waitFor(() => expect(server.callsTo('POST', '/modules/contragents/partners')).toHaveLength(1));
  expect(sent()).toMatchObject({ type: 'ie', inn: '500100732259', ogrn: '', kpp: '' });
});

it('a private person may be saved without an INN, and has no ОГРН, ОГРНИП or КПП fields', async () => {
  render(<PartnerFormDialog onClose={jest.fn()} onSaved={jest.fn()} />);
  choose('person');
  expect(screen.getByRole('option', { name: 'Физическое лицо' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'ИНН, если известен' })).not.toBeRequired();
  for (const name of ['ОГРН', 'ОГРНИП', 'КПП']) expect(screen.queryByRole('textbox', { name })).toBeNull();
  fill('Название', 'Иванова Мария Петровна');
  fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
  await waitFor(() => expect(server.callsTo('POST', '/modules/contragents/partners')).toHaveLength(1));
  expect(sent()).toMatchObject({ type: 'person', name: 'Иванова Мария Петровна', inn: '' });
});

it('a sole trader has an ОГРНИП and no КПП; a legal entity has ОГРН and КПП', () => {
  render(<PartnerFormDialog onClose={jest.fn()} onSaved={jest.fn()} />);
  choose('individual');
  expect(screen.getByRole('textbox', { name: 'ОГРНИП' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'КПП' })).toBeNull();
  choose('company');
  expect(screen.getByRole('textbox', { name: 'ОГРН' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'КПП' })).toBeInTheDocument();
});
