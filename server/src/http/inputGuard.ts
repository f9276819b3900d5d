/**
 * One check of everything a client sent, before schema validation and any handler (a preValidation hook
 * on the root, so every route of the core and of every module has it):
 * - no string, and no object key, holds a NUL character or a lone UTF-16 surrogate: PostgreSQL stores
 *   neither, and would answer the write with an error instead of the 400 that names the field;
 * - no JSON is nested deeper than MAX_INPUT_DEPTH: deeper values overflow the stack of whatever walks them
 *   later (JSON.stringify, jsonb), so they are refused here, by a walk that keeps its own stack.
 * And after validation (preHandler), no number a handler receives is infinite: Ajv's coercion turns the
 * query text `1e999` into Infinity, which no bound in a schema catches.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const MAX_INPUT_DEPTH = 64;

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['query', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

interface Pending {
  value: unknown;
  path: string[];
}

const fieldName = (part: string, path: string[]) => (path.length > 0 ? path.join('.') : part);

function invalidCharacters(part: string, path: string[]): AppError {
  const field = fieldName(part, path);
  return new AppError(400, 'invalid_characters', 'invalid_characters', {
    params: { field },
    details: [{ in: part, field, rule: 'characters' }],
  });
}

function tooDeep(part: string, path: string[]): AppError {
  const field = fieldName(part, path);
  return new AppError(400, 'too_deeply_nested', 'too_deeply_nested', {
    params: { field, depth: MAX_INPUT_DEPTH },
    details: [{ in: part, field, rule: 'depth', limit: MAX_INPUT_DEPTH }],
  });
}

function notFinite(part: string, path: string[]): AppError {
  const field = fieldName(part, path);
  return new AppError(400, 'validation_error', 'invalid_field', { params: { field }, details: [{ in: part, field, rule: 'finite' }] });
}

/** The first problem in one part of the request, or undefined. */
export function findInputProblem(part: string, input: unknown): AppError | undefined {
  const pending: Pending[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return invalidCharacters(part, path);
      continue;
    }
    if (typeof value === 'number' && !Number.isFinite(value)) return notFinite(part, path);
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    if (path.length >= MAX_INPUT_DEPTH) return tooDeep(part, path.slice(0, 3));
    for (const [key, child] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return invalidCharacters(part, [...path, key.replace(UNSTORABLE, '?')]);
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

/** preValidation: the raw input; preHandler: the same again after Ajv's coercions and defaults. */
export async function guardInput(request: FastifyRequest): Promise<void> {
  for (const [part, read] of PARTS) {
    const problem = findInputProblem(part, read(request));
    if (problem) throw problem;
  }
}
