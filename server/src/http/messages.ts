/**
 * Every text the API sends to people, in Russian (the default) and English, chosen by Accept-Language.
 * SPEC §8 strings are kept verbatim in their own language.
 */
import { fillMessage } from '@artel/sdk/server';

export type Locale = 'ru' | 'en';

const catalogue = {
  validation_error: { ru: 'Некорректные данные запроса', en: 'Invalid request data' },
  invalid_field: { ru: 'Некорректные данные запроса: поле «{field}»', en: 'Invalid request data: field "{field}"' },
  bad_request: { ru: 'Некорректный запрос', en: 'Bad request' },
  invalid_characters: {
    ru: 'Поле «{field}» содержит недопустимые символы (нулевой байт или неполный символ Юникода)',
    en: 'Field "{field}" contains characters that cannot be stored (a NUL byte or a broken Unicode character)',
  },
  too_deeply_nested: {
    ru: 'Поле «{field}» вложено слишком глубоко: не более {depth, plural, one {# уровня} few {# уровней} many {# уровней} other {# уровня}}',
    en: 'Field "{field}" is nested too deeply: at most {depth, plural, one {# level} other {# levels}}',
  },
  value_out_of_range: {
    ru: 'Значение в запросе вне допустимого диапазона или в неверном формате',
    en: 'A value in the request is out of range or malformed',
  },
  payload_too_large: { ru: 'Слишком большой запрос', en: 'Request body is too large' },
  unsupported_media_type: {
    ru: 'Неподдерживаемый тип содержимого: отправьте данные в формате JSON (Content-Type: application/json)',
    en: 'Unsupported content type: send the data as JSON (Content-Type: application/json)',
  },
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
  legal_entity_not_found: {
    ru: 'Юридическое лицо не найдено или доступ запрещен',
    en: 'Legal entity not found or access denied',
  },
  legal_entity_has_workspaces: {
    ru: 'Нельзя удалить юридическое лицо, пока у него есть рабочие пространства',
    en: 'A legal entity cannot be deleted while it has workspaces',
  },
  inn_taken: {
    ru: 'Юридическое лицо с таким ИНН уже зарегистрировано',
    en: 'A legal entity with this INN is already registered',
  },
  slug_taken: { ru: 'Этот адрес рабочего пространства уже занят', en: 'This workspace address is already taken' },
  personal_workspace: {
    ru: 'Личное рабочее пространство нельзя удалить или пригласить в него участников',
    en: 'A personal workspace cannot be deleted or shared',
  },
  already_member: { ru: 'Пользователь уже участник рабочего пространства', en: 'The user is already a member of the workspace' },
  last_owner: {
    ru: 'У рабочего пространства должен остаться хотя бы один владелец',
    en: 'The workspace must keep at least one owner',
  },
  member_not_found: { ru: 'Участник рабочего пространства не найден', en: 'Workspace member not found' },
  user_not_found: { ru: 'Пользователь не найден', en: 'User not found' },
  board_not_found: { ru: 'Доска не найдена', en: 'Board not found' },
  analytics_report_not_found: { ru: 'Отчёт не найден', en: 'Report not found' },
  analytics_invalid_period: {
    ru: 'Некорректный период: начало должно быть не позже конца, не больше двух лет',
    en: 'Invalid period: the start must not be after the end, and it may span at most two years',
  },
  analytics_invalid_time_zone: { ru: 'Неизвестный часовой пояс', en: 'Unknown time zone' },
  invitation_not_found: { ru: 'Приглашение не найдено или отозвано', en: 'Invitation not found or revoked' },
  invitation_used: { ru: 'Приглашение уже использовано', en: 'The invitation has already been used' },
  invitation_expired: { ru: 'Срок действия приглашения истёк', en: 'The invitation has expired' },
  invitation_email_mismatch: {
    ru: 'Приглашение отправлено на другой адрес электронной почты',
    en: 'The invitation was sent to a different e-mail address',
  },
  MODULE_NOT_FOUND: { ru: 'Модуль не найден в реестре', en: 'Module not found in registry' },
  module_blocked: { ru: 'Модуль заблокирован администратором платформы', en: 'The module is blocked by the platform administrator' },
  module_not_enabled: { ru: 'Модуль не включён в этом рабочем пространстве', en: 'The module is not enabled in this workspace' },
  module_not_installed: { ru: 'Модуль не установлен в этом рабочем пространстве', en: 'The module is not installed in this workspace' },
  module_id_taken: { ru: 'Этот идентификатор модуля принадлежит другому издателю', en: 'This module id belongs to another publisher' },
  module_id_reserved: {
    ru: 'Идентификатор «{id}» принадлежит модулю платформы: выберите другой',
    en: 'The id "{id}" belongs to a platform module: choose another one',
  },
  developer_permission_required: {
    ru: 'Публиковать модули могут только разработчики: попросите администратора платформы выдать вам это право',
    en: 'Only developers may publish modules: ask a platform administrator to grant you the permission',
  },
  module_dependency_missing: {
    ru: 'Модулю {id} нужны невключённые модули: {ids}',
    en: 'Module {id} needs modules that are not enabled: {ids}',
  },
  module_dependency_in_use: {
    ru: 'Модуль {id} нельзя отключить: от него зависят включённые модули {ids}',
    en: 'Module {id} cannot be disabled: enabled modules depend on it: {ids}',
  },
  module_dependency_unknown: {
    ru: 'Модулю {id} нужны модули, которых нет в каталоге: {ids}',
    en: 'Module {id} needs modules that are not in the catalog: {ids}',
  },
  CIRCULAR_DEPENDENCY: { ru: 'Циклическая зависимость модулей: {cycle}', en: 'Circular module dependency: {cycle}' },
  no_update_available: { ru: 'Новой версии модуля нет', en: 'No newer version of the module is available' },
  version_not_greater: {
    ru: 'Версия {version} должна быть больше текущей {current}',
    en: 'Version {version} must be greater than the current {current}',
  },
  invalid_manifest: { ru: 'Манифест модуля некорректен: {reason}', en: 'The module manifest is invalid: {reason}' },
  invalid_bundle: {
    ru: 'Файл модуля не является модулем SystemJS (System.register)',
    en: 'The bundle is not a SystemJS module (System.register)',
  },
  bundle_too_large: { ru: 'Файл модуля больше {size}', en: 'The bundle is larger than {size}' },
  config_unknown: { ru: 'Неизвестный параметр «{key}»', en: 'Unknown option "{key}"' },
  config_not_number: { ru: 'Параметр «{key}» должен быть числом', en: 'Option "{key}" must be a number' },
  config_not_boolean: { ru: 'Параметр «{key}» должен быть да или нет', en: 'Option "{key}" must be true or false' },
  config_not_string: { ru: 'Параметр «{key}» должен быть строкой', en: 'Option "{key}" must be a string' },
  config_not_in_enum: { ru: 'Параметр «{key}» должен быть одним из: {values}', en: 'Option "{key}" must be one of: {values}' },
  config_out_of_range: {
    ru: 'Параметр «{key}» должен быть от {min} до {max}',
    en: 'Option "{key}" must be between {min} and {max}',
  },
  config_below_min: { ru: 'Параметр «{key}» должен быть не меньше {min}', en: 'Option "{key}" must be at least {min}' },
  config_above_max: { ru: 'Параметр «{key}» должен быть не больше {max}', en: 'Option "{key}" must be at most {max}' },
  storage_key_not_found: { ru: 'По этому ключу ничего не сохранено', en: 'No stored value under this key' },
  storage_full: {
    ru: 'Хранилище модуля заполнено: не более {limit, plural, one {# записи} few {# записей} many {# записей} other {# записи}}',
    en: 'The module storage is full: at most {limit, plural, one {# entry} other {# entries}}',
  },
  storage_value_too_large: { ru: 'Значение больше {size}', en: 'The value is larger than {size}' },
  personal_workspace_name: { ru: 'Личное пространство', en: 'Personal workspace' },
  avatar_not_image: {
    ru: 'Фото должно быть изображением PNG, JPEG или WebP',
    en: 'The photo must be a PNG, JPEG or WebP image',
  },
  avatar_too_large: { ru: 'Фото больше 512 КБ', en: 'The photo is larger than 512 KB' },
  notification_not_found: { ru: 'Уведомление не найдено', en: 'Notification not found' },
  notification_forbidden: {
    ru: 'Нельзя читать или создавать уведомления другого пользователя',
    en: "You cannot read or create another user's notifications",
  },
  notification_user_not_found: { ru: 'Получатель уведомления не найден', en: 'Notification recipient not found' },
  notification_invalid_message: {
    ru: 'Неизвестное сообщение: ожидается JSON с type ping или subscribe',
    en: 'Unknown message: expected JSON with type ping or subscribe',
  },
  notification_test_title: { ru: 'Тестовое уведомление', en: 'Test notification' },
  notification_test_message: { ru: 'Уведомления работают', en: 'Notifications are working' },
  notification_invitation_title: { ru: 'Приглашение в «{workspace}»', en: 'Invitation to “{workspace}”' },
  notification_invitation_message: {
    ru: '{inviter} приглашает вас в «{workspace}» с ролью «{role}»',
    en: '{inviter} invited you to “{workspace}” as {role}',
  },
  notification_invitation_accepted_title: { ru: 'Приглашение принято', en: 'Invitation accepted' },
  notification_invitation_accepted_message: {
    ru: '{member} принял(а) приглашение и присоединился(ась) к «{workspace}» с ролью «{role}»',
    en: '{member} accepted your invitation and joined “{workspace}” as {role}',
  },
  notification_role_changed_title: { ru: 'Ваша роль изменена', en: 'Your role has changed' },
  notification_role_changed_message: {
    ru: 'Ваша роль в «{workspace}» теперь «{role}»',
    en: 'Your role in “{workspace}” is now {role}',
  },
  notification_removed_title: { ru: 'Вы исключены из пространства', en: 'You were removed from a workspace' },
  notification_removed_message: { ru: 'Вас исключили из «{workspace}»', en: 'You were removed from “{workspace}”' },
  notification_role_owner: { ru: 'владелец', en: 'owner' },
  notification_role_admin: { ru: 'администратор', en: 'admin' },
  notification_role_member: { ru: 'участник', en: 'member' },
  notification_role_viewer: { ru: 'наблюдатель', en: 'viewer' },
  notification_role_guest: { ru: 'гость', en: 'guest' },
  account_blocked: {
    ru: 'Учётная запись заблокирована администратором платформы',
    en: 'The account is blocked by the platform administrator',
  },
  registration_closed: { ru: 'Регистрация на этом экземпляре закрыта', en: 'Registration is closed on this instance' },
  registration_invite_only: {
    ru: 'Зарегистрироваться можно только по приглашению в рабочее пространство',
    en: 'You can sign up only with an invitation to a workspace',
  },
  current_password_wrong: { ru: 'Текущий пароль указан неверно', en: 'The current password is wrong' },
  password_too_short: { ru: 'Пароль должен быть не короче 8 символов', en: 'The password must be at least 8 characters long' },
  name_required: { ru: 'Укажите имя', en: 'Enter a name' },
  time_zone_unknown: { ru: 'Неизвестный часовой пояс «{zone}»', en: 'Unknown time zone "{zone}"' },
  telegram_username_invalid: {
    ru: 'Имя пользователя Telegram: от 5 до 32 символов, латинские буквы, цифры и подчёркивание',
    en: 'Telegram username: 5 to 32 characters, Latin letters, digits and underscores',
  },
  reset_token_invalid: {
    ru: 'Ссылка для сброса пароля недействительна, уже использована или устарела',
    en: 'The password reset link is invalid, already used or expired',
  },
  self_service_reset_off: {
    ru: 'Сброс пароля по почте не настроен: обратитесь к администратору',
    en: 'Password reset by e-mail is not set up: ask an administrator',
  },
  reset_mail_failed: {
    ru: 'Ссылка создана, но письмо отправить не удалось',
    en: 'The link was created, but the e-mail could not be sent',
  },
  outbound_host_invalid: {
    ru: 'Не удалось разобрать адрес «{host}»: укажите адрес вида http://127.0.0.1:11434 или llm.office.lan',
    en: 'Could not read the address "{host}": give one such as http://127.0.0.1:11434 or llm.office.lan',
  },
  dev_script_origin_invalid: {
    ru: '«{origin}» — не источник скриптов: укажите только протокол, хост и порт, например http://localhost:8500',
    en: '"{origin}" is not a script origin: give the scheme, host and port only, e.g. http://localhost:8500',
  },
  instance_setting_invalid: {
    ru: 'Настройка «{field}»: укажите адрес http:// или https://',
    en: 'Setting "{field}": give an http:// or https:// address',
  },
  cannot_change_own_admin: {
    ru: 'Нельзя снять права администратора или заблокировать самого себя',
    en: 'You cannot revoke your own admin rights or block yourself',
  },
  workspace_name_mismatch: {
    ru: 'Для удаления введите название пространства точно: «{name}»',
    en: 'To delete, type the workspace name exactly: "{name}"',
  },
  not_a_member: { ru: 'Вы не участник этого пространства', en: 'You are not a member of this workspace' },
  transfer_target_not_member: {
    ru: 'Передать владение можно только участнику пространства',
    en: 'Ownership can only be transferred to a member of the workspace',
  },
  invitation_revoked: { ru: 'Приглашение отозвано', en: 'The invitation was revoked' },
  invitation_link_unavailable: {
    ru: 'Ссылку этого приглашения показать нельзя: создайте приглашение заново',
    en: 'The link of this invitation cannot be shown: invite again',
  },
  password_reset_mail_subject: { ru: 'Сброс пароля — {instance}', en: 'Password reset — {instance}' },
  password_reset_mail_text: {
    ru: 'Здравствуйте, {name}!\n\nЧтобы задать новый пароль, откройте ссылку (она действует один час и один раз):\n{link}\n\nЕсли вы не просили сброс пароля, просто проигнорируйте это письмо.',
    en: 'Hello {name},\n\nTo set a new password, open this link (it works once, within one hour):\n{link}\n\nIf you did not ask for a password reset, ignore this e-mail.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalogue;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(catalogue, key);

export function message(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return fillMessage(catalogue[key][locale], params, locale);
}

/** The message in each language, for texts stored once and read by people of either; `params` may differ by language. */
export function messageInEveryLanguage(
  key: MessageKey,
  params: (locale: Locale) => Record<string, string | number> = () => ({}),
): Record<Locale, string> {
  return { ru: message(key, 'ru', params('ru')), en: message(key, 'en', params('en')) };
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
