import { ApiError } from '../api/apiError';
import { fieldErrorsOf } from './fieldErrors';

it("gives each field the first of the server's problems with it", () => {
  const error = new ApiError('Неверный БИК', 'validation.bik.length', 400, {
    fields: [
      { field: 'bankAccounts.0.bik', code: 'validation.bik.length', message: 'БИК должен содержать 9 цифр' },
      { field: 'bankAccounts.0.bik', code: 'validation.bik.prefix', message: 'второе' },
      { field: 'name', code: 'partners.nameRequired', message: 'Укажите название партнера' },
    ],
  });
  expect(fieldErrorsOf(error)).toEqual({ 'bankAccounts.0.bik': 'БИК должен содержать 9 цифр', name: 'Укажите название партнера' });
});

it('puts a conflict under the field it names', () => {
  const error = new ApiError('Партнер с ИНН 7707083893 уже есть: «Бетон»', 'partners.innTaken', 409, { field: 'inn', partnerId: 'p-1' });
  expect(fieldErrorsOf(error)).toEqual({ inn: 'Партнер с ИНН 7707083893 уже есть: «Бетон»' });
});

it('names no field for an error about none, or for a failure that is not the server answering', () => {
  expect(fieldErrorsOf(new ApiError('Нет доступа', 'forbidden', 403))).toEqual({});
  expect(fieldErrorsOf(new TypeError('offline'))).toEqual({});
});
