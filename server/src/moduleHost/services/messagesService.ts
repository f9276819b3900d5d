import { type ErrorsService, fillMessage, type MessagesService, type ModuleMessages, ModuleError } from '@artel/sdk/server';
import { message } from '../../http/messages';

/** The module's texts; a key it does not have is shown as the key, so a gap is visible, never fatal. */
export function messagesService(messages: ModuleMessages | undefined): MessagesService {
  return { t: (key, locale, params) => fillMessage(messages?.[locale][key] ?? key, params) };
}

export function errorsService(messages: MessagesService): ErrorsService {
  return {
    moduleError: (code, status, params, details) => new ModuleError(status, code, (locale) => messages.t(code, locale, params), details),
    forbidden: () => new ModuleError(403, 'forbidden', (locale) => message('forbidden', locale)),
    validation: (details) => new ModuleError(400, 'validation_error', (locale) => message('validation_error', locale), details),
  };
}
