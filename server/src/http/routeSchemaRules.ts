/**
 * Rules every route's request schema gets when it is registered (an onRoute hook on the root, so core
 * routes and every module's routes inherit them without writing them):
 * - a path parameter named `id` or `…Id` is a UUID, unless its schema says otherwise with its own
 *   `pattern`, `format` or `enum` (module ids do). A route without a params schema gets one.
 * - every integer or number a client sends lies within ±(2^53 − 1): beyond that JavaScript cannot hold it
 *   exactly and PostgreSQL refuses it as a bigint, so `offset=99999999999999999999` is a 400, not a 500.
 * The schema objects are copied, never changed in place: TypeBox schemas are shared between routes.
 */
import type { RouteOptions } from 'fastify';

type Schema = Record<string, unknown>;

const LIMIT = Number.MAX_SAFE_INTEGER;
const NESTED_SCHEMA_KEYS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const;
const SCHEMA_LIST_KEYS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(schema: Schema): unknown[] {
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A copy of the schema with bounds on every number in it. */
export function boundNumbers(schema: Schema): Schema {
  const copy: Schema = { ...schema };
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = LIMIT;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = -LIMIT;
  }
  if (isSchema(schema.properties)) {
    copy.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, isSchema(property) ? boundNumbers(property) : property]),
    );
  }
  if (isSchema(schema.patternProperties)) {
    copy.patternProperties = Object.fromEntries(
      Object.entries(schema.patternProperties).map(([name, property]) => [name, isSchema(property) ? boundNumbers(property) : property]),
    );
  }
  for (const key of NESTED_SCHEMA_KEYS) if (isSchema(schema[key])) copy[key] = boundNumbers(schema[key]);
  for (const key of SCHEMA_LIST_KEYS) {
    const list = schema[key];
    if (Array.isArray(list)) copy[key] = list.map((item: unknown) => (isSchema(item) ? boundNumbers(item) : item));
  }
  return copy;
}

const isIdName = (name: string) => name === 'id' || /[a-z]Id$/.test(name);
const PATH_PARAMETER = /:([A-Za-z0-9_]+)/g;

/** The params schema with id-like parameters held to UUIDs; built from the URL when the route has none. */
export function uuidIdParams(url: string, params: Schema | undefined): Schema | undefined {
  const names = [...url.matchAll(PATH_PARAMETER)].map((match) => match[1]!);
  const ids = names.filter(isIdName);
  if (ids.length === 0) return params;
  const base: Schema = params ?? {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
    required: names,
  };
  const properties = isSchema(base.properties) ? { ...base.properties } : {};
  for (const name of ids) {
    const property = isSchema(properties[name]) ? properties[name] : { type: 'string' };
    const saysItsShape = property.pattern !== undefined || property.format !== undefined || property.enum !== undefined;
    properties[name] = saysItsShape ? property : { ...property, format: 'uuid' };
  }
  return { ...base, properties };
}

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** The onRoute hook that applies both rules. */
export function applyRouteSchemaRules(route: RouteOptions): void {
  const original = route.schema as Schema | undefined;
  const params = uuidIdParams(route.url, original?.params as Schema | undefined);
  if (!original && !params) return;
  const schema: Schema = { ...original };
  if (params) schema.params = params;
  for (const part of REQUEST_PARTS) {
    const partSchema = schema[part];
    if (isSchema(partSchema)) schema[part] = boundNumbers(partSchema);
  }
  route.schema = schema;
}
