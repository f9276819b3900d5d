import type { Locale } from '../moduleError';

export const OUTBOUND_FAILURES = [
  'invalid_url',
  'scheme_not_allowed',
  'address_not_allowed',
  'unresolvable',
  'unreachable',
  'timeout',
  'too_large',
  'too_many_redirects',
] as const;

export type OutboundFailure = (typeof OUTBOUND_FAILURES)[number];

/** A failure code kept as text (a module stores it and says it later, in the reader's language). */
export const isOutboundFailure = (value: string): value is OutboundFailure => (OUTBOUND_FAILURES as readonly string[]).includes(value);

const TEXTS: Record<Locale, Record<OutboundFailure, string>> = {
  ru: {
    invalid_url: 'Некорректный адрес',
    scheme_not_allowed: 'Разрешены только адреса http и https',
    address_not_allowed: 'Адрес во внутренней сети запрещён: обратиться к нему может разрешить только администратор платформы',
    unresolvable: 'Имя сервера не найдено',
    unreachable: 'Сервер недоступен',
    timeout: 'Сервер не ответил вовремя',
    too_large: 'Ответ сервера слишком большой',
    too_many_redirects: 'Слишком много перенаправлений',
  },
  en: {
    invalid_url: 'Invalid address',
    scheme_not_allowed: 'Only http and https addresses are allowed',
    address_not_allowed: 'Addresses inside a private network are refused; only a platform administrator can allow one',
    unresolvable: 'The server name was not found',
    unreachable: 'The server could not be reached',
    timeout: 'The server did not answer in time',
    too_large: 'The server’s answer is too large',
    too_many_redirects: 'Too many redirects',
  },
};

/**
 * Why an outbound call was refused or failed, without the URL: a URL may carry a secret (a bot token in its path,
 * a key in its query), and these messages reach answers, run logs and the log.
 */
export class OutboundError extends Error {
  constructor(readonly failure: OutboundFailure) {
    super(TEXTS.en[failure]);
    this.name = 'OutboundError';
  }

  text(locale: Locale): string {
    return TEXTS[locale][this.failure];
  }
}

export function isOutboundError(error: unknown): error is OutboundError {
  return error instanceof OutboundError;
}
