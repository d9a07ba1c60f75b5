import fc from 'fast-check';
import { validArbitrary, type TJsonSchema, type TSchemaContext } from './from-schema';
import {
  bodyText,
  nastyJsonValue,
  nastyNumber,
  nastyString,
  rawJsonTokens,
  rawMarker,
  taint,
  taintFragments,
} from './nasty';

/** The arguments of `taint`: which fragment, where, and the number for numeric fields. */
export const tainting = fc.tuple(fc.constantFrom(...taintFragments), fc.nat(), nastyNumber);

export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Every path into a value (object keys and array items), the root being `[]`. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value))
    return here.concat(...value.map((item, i) => pathsOf(item, [...prefix, i])));
  if (value && typeof value === 'object')
    return here.concat(...Object.entries(value).map(([k, item]) => pathsOf(item, [...prefix, k])));
  return here;
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (item, key) => (item as Record<string | number, unknown>)?.[key],
    value,
  );
}

function replaceAt(
  value: unknown,
  path: (string | number)[],
  next: unknown,
  drop: boolean,
): unknown {
  if (!path.length) return next;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...asRecord(value) }) as Record<
    string | number,
    unknown
  >;
  if (drop && !rest.length) delete copy[head!];
  else copy[head!] = replaceAt(copy[head!], rest, next, drop);
  return copy;
}

const invalidJson = [
  '{',
  '{"a":',
  "{'a':1}",
  '[1,]',
  '{"a":1}}',
  'nul',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\x"}',
];
const contentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/xml',
  'image/jpeg',
  'application/octet-stream',
  '',
];

export type TBody = { text: string; contentType?: string } | undefined;

/** A route that declares no body (uploads, webhooks, bare actions) gets any bytes of any type. */
const undeclaredBody = fc
  .tuple(
    fc.oneof(nastyString, fc.constantFrom('', '{}', '[]')),
    fc.constantFrom(...contentTypes, 'application/json'),
  )
  .map(([text, contentType]): TBody => ({ text, contentType: contentType || undefined }));

/** A JSON body from the schema: as is, or with one field broken, or the whole body wrong. */
export function bodyArbitrary(schema: TJsonSchema | undefined, ctx: TSchemaContext) {
  if (!schema)
    return (broken: boolean) =>
      broken
        ? undeclaredBody
        : fc.constantFrom<TBody>(undefined, { text: '{}', contentType: 'application/json' });
  const valid = validArbitrary(schema, ctx);
  const json = (text: string): TBody => ({ text, contentType: 'application/json' });
  const field = fc.oneof(nastyJsonValue, fc.constantFrom(...rawJsonTokens).map(rawMarker));
  const mutation = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('field' as const), bad: field }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('taint' as const), bad: tainting }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('drop' as const), bad: fc.constant(null) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra' as const), bad: field }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('invalid' as const),
        bad: fc.constantFrom(...invalidJson),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('type' as const),
        bad: fc.constantFrom(...contentTypes),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('empty' as const), bad: fc.constant(null) }),
    },
  );
  return (broken: boolean) =>
    fc
      .tuple(
        valid,
        fc.nat(),
        mutation,
        fc.constantFrom('__proto__', 'constructor', 'extra', 'isAdmin'),
      )
      .map(([value, pick, m, key]): TBody => {
        if (!broken) return json(bodyText(value));
        const paths = pathsOf(value);
        const path = paths[pick % paths.length]!;
        switch (m.kind) {
          case 'field':
            return json(bodyText(replaceAt(value, path, m.bad, false)));
          case 'taint': {
            const leaves = paths.filter((at) =>
              ['string', 'number'].includes(typeof valueAt(value, at)),
            );
            const leaf = leaves.length ? leaves[pick % leaves.length]! : path;
            return json(
              bodyText(replaceAt(value, leaf, taint(valueAt(value, leaf), ...m.bad), false)),
            );
          }
          case 'drop':
            return json(bodyText(path.length ? replaceAt(value, path, null, true) : {}));
          case 'extra': {
            // a literal "__proto__" key only survives as text: JSON.parse makes it an own property
            const rest = bodyText(asRecord(value)).slice(1);
            return json(`{"${key}":${bodyText(m.bad)}${rest === '}' ? '' : ','}${rest}`);
          }
          case 'invalid':
            return json(String(m.bad));
          case 'type':
            return { text: bodyText(value), contentType: String(m.bad) || undefined };
          case 'empty':
            return { text: '', contentType: 'application/json' };
        }
      });
}
