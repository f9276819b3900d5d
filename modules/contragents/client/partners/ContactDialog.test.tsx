import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../testing/signedIn';
import { ContactDialog } from './ContactDialog';

let server: FakeServer;
let unbind: () => void;

beforeEach(async () => {
  ({ server, unbind } = await signedIn());
});
afterEach(() => {
  unbind();
  sessionCleared();
});

const fill = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

it('sends phones and e-mails as lists and shows a bad second e-mail under the e-mail field', async () => {
  server.on('POST', '/modules/contragents/partners/:id/contacts', {
    status: 400,
    body: {
      error: {
        code: 'contacts.emailInvalid',
        statusCode: 400,
        message: '«ira@» не похож на адрес электронной почты',
        details: { fields: [{ field: 'emails.1', code: 'contacts.emailInvalid', message: '«ira@» не похож на адрес электронной почты' }] },
      },
    },
  });
  const onSaved = jest.fn();
  render(<ContactDialog partnerId="p1" onClose={jest.fn()} onSaved={onSaved} />);
  fill('Имя', 'Ирина');
  fill('Телефоны', '+7 495 123-45-67, +7 916 000-00-00');
  fill('Эл. почта', 'ira@beton.example; ira@');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('«ira@» не похож на адрес электронной почты')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Эл. почта' })).toHaveAttribute('aria-invalid', 'true');
  expect(server.callsTo('POST', '/modules/contragents/partners/p1/contacts')[0]!.body).toMatchObject({
    name: 'Ирина',
    phones: ['+7 495 123-45-67', '+7 916 000-00-00'],
    emails: ['ira@beton.example', 'ira@'],
  });
  expect(onSaved).not.toHaveBeenCalled();
});

it('says the contact limit in the dialog, as it concerns no field', async () => {
  server.on('POST', '/modules/contragents/partners/:id/contacts', {
    status: 409,
    body: {
      error: {
        code: 'contacts.limitReached',
        statusCode: 409,
        message: 'У партнера уже 50 контактов — это максимум, заданный в настройках модуля',
      },
    },
  });
  render(<ContactDialog partnerId="p1" onClose={jest.fn()} onSaved={jest.fn()} />);
  fill('Имя', 'Пятьдесят первый');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('У партнера уже 50 контактов');
});
