import {
  type ErrorsService,
  fillMessage,
  forbidden,
  type MessagesService,
  type ModuleMessages,
  moduleErrors,
  validationError,
} from '@artel/sdk/server';

/** The module's texts; a key it does not have is shown as the key, so a gap is visible, never fatal. */
export function messagesService(messages: ModuleMessages | undefined): MessagesService {
  return { t: (key, locale, params) => fillMessage(messages?.[locale][key] ?? key, params, locale) };
}

export function errorsService(messages: ModuleMessages | undefined): ErrorsService {
  return { moduleError: moduleErrors(messages ?? { ru: {}, en: {} }), forbidden, validation: validationError };
}
