import { ApiError } from '@artel/sdk';
import { conflictingPartnerId } from './errors';

it('keeps the partner holding the INN a conflict names', () => {
  const error = new ApiError('Партнер с ИНН 7707083893 уже есть: «Бетон»', 'partners.innTaken', 409, { field: 'inn', partnerId: 'p-1' });
  expect(conflictingPartnerId(error)).toBe('p-1');
});

it('names no partner for a conflict without one, or for a failure that is not the server answering', () => {
  expect(conflictingPartnerId(new ApiError('x', 'y', 409, { field: 'inn' }))).toBeNull();
  expect(conflictingPartnerId(new TypeError('offline'))).toBeNull();
});
