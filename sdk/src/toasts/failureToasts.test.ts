import { ApiError, toApiError } from '../api/apiError';
import { addTranslations, setLanguage } from '../i18n/i18n';
import { $toasts, dismissToast } from './toastModel';
import { createFailureToasts } from './failureToasts';

addTranslations('notes', {
  ru: {
    errors: { failed: 'Не получилось', listFailed: 'Список не загрузился' },
    errorCodes: { note_locked: 'Заметку сейчас правит коллега' },
  },
  en: {
    errors: { failed: 'That did not work', listFailed: 'The list did not load' },
    errorCodes: { note_locked: 'A colleague is editing the note' },
  },
});
const { toastFailure, failureText } = createFailureToasts('notes', 'errors.failed');

afterEach(async () => {
  for (const toast of $toasts.getState()) dismissToast(toast.id);
  await setLanguage('ru');
});

it("shows the server's message, already in the reader's language, as a danger toast", () => {
  toastFailure(new ApiError('Доска не найдена', 'board_not_found', 404));
  expect($toasts.getState().map(({ message, intent }) => ({ message, intent }))).toEqual([
    { message: 'Доска не найдена', intent: 'danger' },
  ]);
});

it("says a network failure and a timeout in the SDK's words (SPEC §8)", () => {
  expect(failureText(toApiError(new TypeError('Failed to fetch')))).toBe(
    'Проблема с подключением к серверу. Проверьте интернет-соединение.',
  );
  expect(failureText(toApiError(Object.assign(new Error('late'), { name: 'TimeoutError' })))).toBe(
    'Запрос превысил время ожидания. Попробуйте еще раз.',
  );
});

it("puts a server code in the module's own words when the module has them", async () => {
  const locked = new ApiError('Conflict', 'note_locked', 409);
  expect(failureText(locked)).toBe('Заметку сейчас правит коллега');
  await setLanguage('en');
  expect(failureText(locked)).toBe('A colleague is editing the note');
});

it("falls back to the module's text, the default one or the one a call names, for what the server did not answer", async () => {
  expect(failureText(new Error('Cannot read properties of undefined'))).toBe('Не получилось');
  expect(failureText(new ApiError('', 'unknown_error', 500), 'errors.listFailed')).toBe('Список не загрузился');
  await setLanguage('en');
  toastFailure('rejected');
  expect($toasts.getState().map(({ message }) => message)).toEqual(['That did not work']);
});
