import fc from 'fast-check';
import { z } from 'zod';
import { addDays, todayInMadrid } from '../../../shared/dates';

/** The parts of JSON Schema (as `z.toJSONSchema` writes it) the fuzzer reads. */
export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  prefixItems?: TJsonSchema[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  additionalProperties?: boolean | TJsonSchema;
};

/** What a valid-looking value may use: ids of rows that exist, so handlers go past "not found". */
export type TSchemaContext = { uuids: readonly string[]; ints: readonly number[] };

/**
 * A route schema part (a zod schema, as fastify-type-provider-zod keeps it) as JSON Schema of
 * its input side. Throws for anything zod cannot describe: a new route with such a schema fails
 * the fuzz test until the fuzzer learns it.
 */
export function toJsonSchema(schema: unknown): TJsonSchema {
  if (!(schema instanceof z.ZodType)) throw new Error('route schema part is not a zod schema');
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
}

function isoDate(offsetDays: number): string {
  return addDays(todayInMadrid(), offsetDays);
}

const dateOffset = fc.integer({ min: -400, max: 400 });

/** A string for a field without a pattern, guessed from its name and description. */
function namedString(schema: TJsonSchema, name: string, context: TSchemaContext) {
  const hint = `${name} ${schema.description ?? ''}`.toLowerCase();
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  // query strings take DD-MM-YYYY, bodies YYYY-MM-DD (PRODUCT.md §8): either may be right
  if (/yyyy|date|from|until|^to |start|end/.test(hint))
    return fc
      .tuple(dateOffset, fc.boolean())
      .map(([days, iso]) => (iso ? isoDate(days) : isoDate(days).split('-').reverse().join('-')));
  if (hint.includes('email')) return fc.constantFrom('fuzz@example.com', 'ana@marea.test');
  if (hint.includes('password')) return fc.constant('Marea2026!x');
  if (/\bid\b|id$/.test(name) && context.uuids.length) return fc.constantFrom(...context.uuids);
  return fc.string({ minLength: min, maxLength: max });
}

function stringArbitrary(schema: TJsonSchema, name: string, context: TSchemaContext) {
  if (schema.format === 'uuid')
    return fc.oneof(fc.constantFrom(...context.uuids), fc.uuid({ version: 4 }));
  if (schema.format === 'date') return dateOffset.map(isoDate);
  if (schema.format === 'date-time')
    return dateOffset.map((days) => `${isoDate(days)}T10:00:00.000Z`);
  if (schema.format === 'email') return fc.constantFrom('fuzz@example.com', 'ana@marea.test');
  if (schema.format === 'uri') return fc.constantFrom('https://example.com/cal.ics');
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
  return namedString(schema, name, context);
}

function numberArbitrary(schema: TJsonSchema, integer: boolean, context: TSchemaContext) {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + (integer ? 1 : 0.01);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1000) - (integer ? 1 : 0.01);
  const low = Math.max(min, -1e6);
  const high = Math.min(Math.max(max, low), 1e6);
  // the bounds themselves, unclipped: an id field allowing 2^53 meets an int4 column
  const bounds = fc.constantFrom(min, max);
  if (integer) {
    const inRange = context.ints.filter((value) => value >= low && value <= high);
    const any = fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
    return fc.oneof(inRange.length ? fc.constantFrom(...inRange) : any, any, bounds);
  }
  return fc.oneof(fc.double({ min: low, max: high, noNaN: true }), bounds);
}

/**
 * A value that should pass the schema (a best guess: refinements are not visible in JSON Schema),
 * from which one field at a time is then broken.
 */
export function validArbitrary(
  schema: TJsonSchema,
  context: TSchemaContext,
  name = '',
): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validArbitrary(choice, context, name)));
  if (schema.allOf?.[0]) return validArbitrary(schema.allOf[0], context, name);
  if (Array.isArray(schema.type))
    return fc.oneof(
      ...schema.type.map((type) => validArbitrary({ ...schema, type }, context, name)),
    );
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          validArbitrary(value, context, key),
        ]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    case 'array': {
      const item = schema.items ?? {};
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, minLength + 3));
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((part) => validArbitrary(part, context, name)));
      return fc.array(validArbitrary(item, context, name), { minLength, maxLength });
    }
    case 'string':
      return stringArbitrary(schema, name, context);
    case 'integer':
      return numberArbitrary(schema, true, context);
    case 'number':
      return numberArbitrary(schema, false, context);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** The property names an object schema declares (through unions too): the fields to break. */
export function declaredKeys(schema: TJsonSchema): string[] {
  const keys = new Set(Object.keys(schema.properties ?? {}));
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    for (const key of declaredKeys(part)) keys.add(key);
  return [...keys];
}
