import fc from 'fast-check';
import type { TRouteEntry } from '../../plugins/route-table';
import {
  declaredKeys,
  toJsonSchema,
  validArbitrary,
  type TJsonSchema,
  type TSchemaContext,
} from './from-schema';
import { nastyString, taint } from './nasty';
import { asRecord, bodyArbitrary, tainting } from './body-cases';
import { identities, type TIdentity } from './world';

/** One generated request: what `send` injects. `broken` says which part was made wrong. */
export type TFuzzCase = {
  identity: TIdentity;
  broken: 'nothing' | 'params' | 'query' | 'body' | 'headers';
  url: string;
  body?: { text: string; contentType?: string };
  headers: Record<string, string>;
};

/** Path segments no encoder produces: bad escapes, dot segments, overlong UTF-8, a NUL. */
const rawSegments = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '..',
  '.',
  '%2e%2e',
  'a%2Fb',
  '%ED%A0%80',
];

/** `encodeURIComponent`, but lone surrogates (which it refuses) become their WTF-8 bytes. */
export function encodeSegment(value: string): string {
  return Array.from(value, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`;
    return encodeURIComponent(char);
  }).join('');
}

const badSegment = fc.oneof(
  { weight: 3, arbitrary: nastyString.map(encodeSegment) },
  { weight: 1, arbitrary: fc.constantFrom(...rawSegments) },
);

function partSchema(route: TRouteEntry, part: 'params' | 'querystring' | 'body') {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  return schema === undefined ? undefined : toJsonSchema(schema);
}

function pathArbitrary(route: TRouteEntry, schema: TJsonSchema | undefined, ctx: TSchemaContext) {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const valid = schema
    ? validArbitrary(schema, ctx).map(asRecord)
    : fc.constant<Record<string, unknown>>({});
  return (broken: boolean) =>
    fc
      .tuple(
        valid,
        fc.nat(),
        fc.option(tainting, { freq: 2 }),
        badSegment,
        fc.array(badSegment, { minLength: 1, maxLength: 3 }),
      )
      .map(([values, pick, tainted, bad, tail]) => {
        const target = names.length ? names[pick % names.length] : undefined;
        const segment = (name: string) => {
          const value = String(values[name] ?? 'x');
          if (!broken || name !== target) return encodeSegment(value);
          return tainted ? encodeSegment(String(taint(value, ...tainted))) : bad;
        };
        const url = route.url.replace(/:(\w+)/g, (_, name: string) => segment(name));
        return url.endsWith('*') ? url.slice(0, -1) + tail.join('/') : url;
      });
}

function queryPairs(values: Record<string, unknown>): [string, string][] {
  return Object.entries(values).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [key, String(item)]),
  );
}

const rawQueries = [
  '%',
  '&&&',
  '=x',
  'a[b][c]=1',
  '__proto__[role]=admin',
  'constructor.prototype.x=1',
];

function queryArbitrary(schema: TJsonSchema | undefined, ctx: TSchemaContext) {
  const keys = schema ? declaredKeys(schema) : [];
  const valid = schema
    ? validArbitrary(schema, ctx).map(asRecord)
    : fc.constant<Record<string, unknown>>({});
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant('value' as const), bad: nastyString }),
    fc.record({ kind: fc.constant('taint' as const), bad: tainting }),
    fc.record({ kind: fc.constant('repeat' as const), bad: nastyString }),
    fc.record({ kind: fc.constant('drop' as const), bad: fc.constant('') }),
    fc.record({ kind: fc.constant('raw' as const), bad: fc.constantFrom(...rawQueries) }),
  );
  return (broken: boolean) =>
    fc
      .tuple(valid, fc.nat(), mutation, fc.string({ maxLength: 8 }))
      .map(([values, pick, m, extra]) => {
        const pairs = queryPairs(values);
        const key = keys.length ? keys[pick % keys.length]! : extra || 'q';
        if (broken && (m.kind === 'value' || m.kind === 'taint')) {
          const rest = pairs.filter(([name]) => name !== key);
          const current = pairs.find(([name]) => name === key)?.[1] ?? '';
          rest.push([key, m.kind === 'value' ? m.bad : String(taint(current, ...m.bad))]);
          return new URLSearchParams(rest).toString();
        }
        if (broken && m.kind === 'repeat') pairs.push([key, m.bad], [key, m.bad]);
        if (broken && m.kind === 'drop')
          return new URLSearchParams(pairs.filter(([k]) => k !== key)).toString();
        const text = new URLSearchParams(pairs).toString();
        return broken && m.kind === 'raw' ? `${text}&${m.bad}` : text;
      });
}

const garbageHeaders = fc.dictionary(
  fc.constantFrom(
    'accept-language',
    'accept',
    'origin',
    'referer',
    'cookie',
    'x-request-id',
    'x-forwarded-for',
    'last-event-id',
    'if-none-match',
    'accept-encoding',
    'content-language',
    'stripe-signature',
  ),
  fc.oneof(
    fc.constantFrom(
      'xx-YY;q=abc, *;q=2',
      'es-ES,es;q=0.9',
      '',
      'a'.repeat(8_000),
      '../..',
      'null',
      'gzip;q=x, br',
      '🚤',
      '1.2.3.4, evil',
    ),
    fc
      .string({ unit: 'binary-ascii', maxLength: 30 })
      .map((text) => text.replace(/[^\x20-\x7e]/g, '')),
  ),
  { minKeys: 1, maxKeys: 3 },
);

/** The arbitrary of requests for one route: mostly valid-looking, with one part broken. */
export function caseArbitrary(route: TRouteEntry, ctx: TSchemaContext): fc.Arbitrary<TFuzzCase> {
  const hasBody = route.method !== 'GET' && route.method !== 'OPTIONS' && route.method !== 'TRACE';
  const parts: TFuzzCase['broken'][] = ['nothing', 'query', 'headers'];
  if (route.url.includes(':') || route.url.endsWith('*')) parts.push('params', 'params');
  if (hasBody) parts.push('body', 'body', 'body');
  const path = pathArbitrary(route, partSchema(route, 'params'), ctx);
  const query = queryArbitrary(partSchema(route, 'querystring'), ctx);
  const body = bodyArbitrary(partSchema(route, 'body'), ctx);
  const identity = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom<TIdentity>('client', 'owner', 'admin') },
    { weight: 2, arbitrary: fc.constantFrom<TIdentity>(...identities) },
  );
  return fc.constantFrom(...parts).chain((broken) =>
    fc
      .record({
        identity,
        path: path(broken === 'params'),
        query: query(broken === 'query'),
        body: hasBody ? body(broken === 'body') : fc.constant(undefined),
        headers: broken === 'headers' ? garbageHeaders : fc.constant({}),
      })
      .map(({ identity: who, path: url, query: search, body: payload, headers }) => ({
        identity: who,
        broken,
        url: search ? `${url}?${search}` : url,
        body: payload,
        headers,
      })),
  );
}
