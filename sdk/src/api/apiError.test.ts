import { setLanguage } from '../i18n/i18n';
import { ApiError, isTokenError, RequestTimeoutError, toApiError } from './apiError';

afterEach(() => setLanguage('ru'));

describe('toApiError', () => {
  it('takes code, message and details from a body with a string error code', () => {
    const error = toApiError({ error: 'slug_taken', message: 'Адрес занят', details: { slug: 'team' } }, 409);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'slug_taken', message: 'Адрес занят', status: 409, details: { slug: 'team' } });
  });

  it('reads the nested server shape, its statusCode when no response status is known', () => {
    const body = { error: { code: 'token_expired', message: 'Token expired', statusCode: 401, details: { at: 1 } } };
    expect(toApiError(body)).toMatchObject({ code: 'token_expired', message: 'Token expired', status: 401, details: { at: 1 } });
    expect(toApiError({ error: { message: 'Нет доступа', statusCode: 403 } }, 403)).toMatchObject({
      code: 'unknown_error',
      message: 'Нет доступа',
      status: 403,
    });
  });

  it('turns a network failure into the connection message', () => {
    const error = toApiError(new TypeError('Failed to fetch'));
    expect(error).toMatchObject({
      code: 'network_error',
      status: 0,
      message: 'Проблема с подключением к серверу. Проверьте интернет-соединение.',
    });
  });

  it('turns a timeout into the timeout message', () => {
    expect(toApiError(new RequestTimeoutError('slow'))).toMatchObject({
      code: 'timeout',
      message: 'Запрос превысил время ожидания. Попробуйте еще раз.',
    });
  });

  it('falls back to the default message, keeping the status', () => {
    for (const cause of [new Error('boom'), '<html>Bad gateway</html>', { error: 'no_message' }, null]) {
      expect(toApiError(cause, 502)).toMatchObject({
        code: 'unknown_error',
        status: 502,
        message: 'Произошла ошибка при выполнении запроса.',
      });
    }
  });

  it('speaks the current language', async () => {
    await setLanguage('en');
    expect(toApiError(new TypeError('Failed to fetch')).message).toBe('Cannot connect to the server. Check your internet connection.');
  });

  it('passes an ApiError through unchanged', () => {
    const original = new ApiError('x', 'y', 400);
    expect(toApiError(original)).toBe(original);
  });
});

describe('isTokenError', () => {
  it.each([
    ['token_invalid', 'Invalid token'],
    ['token_expired', 'Срок действия истёк'],
    ['token_malformed', 'Malformed'],
    ['unauthorized', 'Требуется заголовок Authorization'],
    ['some_code', 'Authorization header required'],
    ['some_code', 'JWT expired'],
    ['some_code', 'Unauthorized'],
    ['some_code', 'bad token'],
  ])('treats a 401 %s / %s as a token problem', (code, message) => {
    expect(isTokenError(new ApiError(message, code, 401))).toBe(true);
  });

  it('does not treat a failed login or other statuses as a token problem', () => {
    expect(isTokenError(new ApiError('Неверные учетные данные', 'invalid_credentials', 401))).toBe(false);
    expect(isTokenError(new ApiError('Token expired', 'token_expired', 403))).toBe(false);
    expect(isTokenError(new Error('token expired'))).toBe(false);
  });
});
