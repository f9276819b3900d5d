import { ModuleError } from '@artel/sdk/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMessageKey, localeFrom, type Locale, message, type MessageKey } from './messages';

/** The one error body every route answers with (ARCHITECTURE §4). */
export interface ErrorBody {
  error: { code: string; message: string; statusCode: number; details?: unknown };
}

/** A failure the caller should see: status, stable code, and a catalogue key for the localised message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly extra: {
      params?: Record<string, string | number>;
      details?: unknown;
      /** A module's own text (ModuleError), used instead of the catalogue's. */
      localise?: (locale: Locale) => string;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'not_found', 'not_found');

export function requestLocale(request: FastifyRequest): Locale {
  return localeFrom(request.headers['accept-language']);
}

export function errorBody(error: AppError, locale: Locale): ErrorBody {
  const body: ErrorBody = {
    error: {
      code: error.code,
      message: error.extra.localise ? error.extra.localise(locale) : message(error.messageKey, locale, error.extra.params),
      statusCode: error.statusCode,
    },
  };
  if (error.extra.details !== undefined) body.error.details = error.extra.details;
  return body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(error, requestLocale(request)));
}

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function validationDetails(error: FastifyError): Array<{ in: string; field: string; rule: string; message: string }> {
  return (error.validation as ValidationIssue[]).map((issue) => {
    const missing = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : '';
    const field = [...issue.instancePath.split('/').filter(Boolean), ...(missing ? [missing] : [])].join('.');
    return { in: error.validationContext ?? 'body', field, rule: issue.keyword, message: issue.message ?? '' };
  });
}

const clientErrorCodes: Record<number, [string, MessageKey]> = {
  404: ['not_found', 'not_found'],
  405: ['method_not_allowed', 'method_not_allowed'],
  413: ['payload_too_large', 'payload_too_large'],
  415: ['unsupported_media_type', 'unsupported_media_type'],
};

/**
 * PostgreSQL's answers to a value it cannot take (bad uuid or number text, NUL or broken Unicode, a number
 * or date out of range, nesting too deep). The request hooks and schema rules keep such values out; this is
 * the net for a route that slips past them, so the client still hears 400, not 500.
 */
const REJECTED_VALUE_CODES = new Set(['22P02', '22P05', '22021', '22003', '22008', '22007', '54001']);

function isRejectedValue(error: unknown): boolean {
  for (let current = error, hops = 0; typeof current === 'object' && current !== null && hops < 5; hops += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && REJECTED_VALUE_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}

/**
 * A path id of the wrong shape names nothing: the same 404 as an id that names nobody's object. Module ids
 * answer the catalogue's own 404 (SPEC §8 'Module not found in registry').
 */
const MALFORMED_PATH_ID_ANSWERS: Record<string, () => AppError> = {
  uuid: notFound,
  'module-id': () => new AppError(404, 'MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'),
};

function malformedPathIdAnswer(error: FastifyError): AppError | undefined {
  if (error.validationContext !== 'params') return undefined;
  const [issue, ...others] = error.validation as ValidationIssue[];
  const answer = issue?.keyword === 'format' ? MALFORMED_PATH_ID_ANSWERS[String(issue.params.format)] : undefined;
  return answer && others.length === 0 ? answer() : undefined;
}

function validationError(error: FastifyError): AppError {
  const malformedId = malformedPathIdAnswer(error);
  if (malformedId) return malformedId;
  const details = validationDetails(error);
  const field = details[0]?.field;
  return field
    ? new AppError(400, 'validation_error', 'invalid_field', { params: { field }, details })
    : new AppError(400, 'validation_error', 'validation_error', { details });
}

/** Anything thrown becomes the one error shape; internals of a 5xx stay in the log. */
export function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ModuleError) {
    // A module's own text, or the platform's for the platform's codes (forbidden, validation_error).
    const localise = error.localise ?? (isMessageKey(error.code) ? undefined : () => error.code);
    const key = isMessageKey(error.code) ? error.code : 'internal_error';
    return new AppError(error.statusCode, error.code, key, { details: error.details, ...(localise ? { localise } : {}) });
  }
  if (error.validation) return validationError(error);
  if (isRejectedValue(error)) return new AppError(400, 'value_out_of_range', 'value_out_of_range');
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const [code, key] = clientErrorCodes[status] ?? ['bad_request', 'bad_request'];
    return new AppError(status, code, key);
  }
  return new AppError(500, 'internal_error', 'internal_error');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    // Only the route: the refused value itself may be a secret the client sent.
    if (appError.code === 'value_out_of_range') request.log.warn({ route: request.routeOptions.url }, 'the database refused a value');
    return sendError(request, reply, appError);
  });
}
