/**
 * Every text the API sends to people, in Russian (the default) and English, chosen by Accept-Language.
 * SPEC §8 strings are kept verbatim in their own language.
 */
export type Locale = 'ru' | 'en';

const catalogue = {
  validation_error: { ru: 'Некорректные данные запроса', en: 'Invalid request data' },
  bad_request: { ru: 'Некорректный запрос', en: 'Bad request' },
  payload_too_large: { ru: 'Слишком большой запрос', en: 'Request body is too large' },
  unsupported_media_type: { ru: 'Неподдерживаемый тип содержимого', en: 'Unsupported content type' },
  not_found: { ru: 'Ресурс не найден', en: 'Resource not found' },
  method_not_allowed: { ru: 'Метод не поддерживается', en: 'Method not allowed' },
  internal_error: { ru: 'Внутренняя ошибка сервера', en: 'Internal server error' },
  database_unavailable: { ru: 'База данных недоступна', en: 'Database unavailable' },
  rate_limited: {
    ru: 'Слишком много запросов. Повторите через {seconds} с',
    en: 'Too many requests. Try again in {seconds} s',
  },
  unauthorized: { ru: 'Требуется заголовок Authorization', en: 'Authorization header required' },
  token_invalid: { ru: 'Недействительный токен доступа', en: 'Invalid access token' },
  token_expired: { ru: 'Срок действия токена доступа истёк', en: 'Access token expired' },
  token_malformed: { ru: 'Некорректный токен доступа', en: 'Malformed access token' },
  refresh_token_invalid: {
    ru: 'Сессия истекла. Войдите снова',
    en: 'Session expired. Please sign in again',
  },
  invalid_credentials: { ru: 'Неверные учетные данные', en: 'Invalid credentials' },
  email_taken: {
    ru: 'Пользователь с такой электронной почтой уже зарегистрирован',
    en: 'A user with this e-mail is already registered',
  },
  forbidden: { ru: 'Недостаточно прав', en: 'Insufficient permissions' },
  workspace_not_found: {
    ru: 'Рабочее пространство не найдено или доступ запрещен',
    en: 'Workspace not found or access denied',
  },
  MODULE_NOT_FOUND: { ru: 'Модуль не найден в реестре', en: 'Module not found in registry' },
  personal_workspace_name: { ru: 'Личное пространство', en: 'Personal workspace' },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalogue;

export function message(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return catalogue[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The first of ru/en the client ranks highest in Accept-Language; Russian when it names neither. */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'ru';
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...attributes] = part.trim().toLowerCase().split(';');
      const q = attributes.map((attribute) => /^\s*q=([\d.]+)\s*$/.exec(attribute)?.[1]).find(Boolean);
      return { language: tag.split('-')[0], quality: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  const match = ranked.find((entry) => entry.language === 'ru' || entry.language === 'en');
  return (match?.language as Locale | undefined) ?? 'ru';
}
