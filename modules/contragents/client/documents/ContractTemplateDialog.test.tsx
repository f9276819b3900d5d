import type { FakeServer } from '@artel/sdk/testing';
import { sessionCleared } from '@artel/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../testing/signedIn';
import { ContractTemplateDialog } from './ContractTemplateDialog';

const TEMPLATE = '{seller} и {buyer}:\n# Предмет договора\n{subject}\n# Реквизиты и подписи сторон\n{requisites}';
const settings = (template: string, isDefault: boolean) => ({
  template,
  isDefault,
  defaultTemplate: TEMPLATE,
  placeholders: ['seller', 'buyer', 'subject', 'requisites'],
});
const URL = '/modules/contragents/settings/contract-template';

let server: FakeServer;
let unbind: () => void;

afterEach(() => {
  unbind();
  sessionCleared();
});

const text = () => screen.getByRole('textbox', { name: /Текст договора/ });

it('an owner edits the template, sees the server’s reason when it is refused, and saves a fixed one', async () => {
  ({ server, unbind } = await signedIn('owner'));
  server.on('GET', URL, { status: 200, body: settings(TEMPLATE, true) });
  render(<ContractTemplateDialog onClose={jest.fn()} />);
  await waitFor(() => expect(text()).toHaveValue(TEMPLATE));
  expect(screen.getByText('{requisites}')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Открыть настройки подписей' })).toHaveAttribute(
    'href',
    '/marketplace/modules/contragents/settings',
  );

  server.on('PUT', URL, {
    status: 400,
    body: {
      error: {
        code: 'documents.templatePlaceholderUnknown',
        message: 'В шаблоне договора неизвестная подстановка {subjekt}',
        statusCode: 400,
      },
    },
  });
  fireEvent.change(text(), { target: { value: TEMPLATE.replace('{subject}', '{subjekt}') } });
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить шаблон' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('В шаблоне договора неизвестная подстановка {subjekt}');

  const fixed = TEMPLATE.replace('{subject}', '{subject}\nРаботы ведутся в офисе Заказчика.');
  server.on('PUT', URL, { status: 200, body: settings(fixed, false) });
  fireEvent.change(text(), { target: { value: fixed } });
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить шаблон' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Вернуть шаблон по умолчанию' })).toBeInTheDocument());
  expect(server.callsTo('PUT', URL).at(-1)?.body).toEqual({ template: fixed });
});

it('a member reads the template but cannot change it', async () => {
  ({ server, unbind } = await signedIn('member'));
  server.on('GET', URL, { status: 200, body: settings(TEMPLATE, false) });
  render(<ContractTemplateDialog onClose={jest.fn()} />);
  await waitFor(() => expect(text()).toHaveValue(TEMPLATE));
  expect(text()).toHaveAttribute('readonly');
  expect(screen.queryByRole('button', { name: 'Сохранить шаблон' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Вернуть шаблон по умолчанию' })).toBeNull();
});
