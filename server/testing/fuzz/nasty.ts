import fc from 'fast-check';

/**
 * The bad inputs the fuzzer throws at every field: wrong types, edge sizes, unicode that breaks
 * naive code (NUL, lone surrogates, RTL override), injections, impossible dates, huge numbers.
 */
export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '🚤🏳️‍🌈',
  'ñÑáéíóú€',
  '\r\n\t',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '%',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x1F',
  '1e308',
  '-1e308',
  '1e-400',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  ' 1 ',
  '2026-02-30',
  '2026-13-01',
  '99999-01-01',
  '0000-00-00',
  '30-02-2026',
  '31-12-99999',
  '2026-01-01T25:61:00Z',
  '2026-01-01T00:00:00+99:00',
  '275760-09-14T00:00:00.001Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  'a@b',
  '@',
  'constructor',
  '__proto__',
  'toString',
] as const;

/** Numbers JSON can carry that break naive arithmetic or integer columns. */
export const nastyNumbers = [
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
] as const;

/** JSON tokens that `JSON.stringify` cannot produce, written into the body text as they are. */
export const rawJsonTokens = [
  '-0',
  '1e400',
  '-1e400',
  '9007199254740993',
  '123456789012345678901234567890',
  '0.1e-400',
  '{"__proto__":{"isAdmin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '"\\ud800"',
  '"\\u0000"',
] as const;

const longString = fc.constantFrom('a'.repeat(5_000), 'é'.repeat(70_000), '9'.repeat(400));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '99999-01-01', '1e308') },
  { weight: 6, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: longString },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyNumbers) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let index = 0; index < depth; index += 1) value = index % 2 ? [value] : { a: value };
  return value;
}

/** Any wrong JSON value for a field: the other types, empty and huge containers, deep nesting. */
export const nastyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      [],
      {},
      [null],
      [''],
      { '': '' },
      Array.from({ length: 5_000 }, () => 0),
      Array.from({ length: 300 }, (_, index) => `item-${index}`),
      nested(2_000, 1),
      { toString: 'x', valueOf: 1 },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** The marker of a raw token inside a value; `bodyText` swaps it for the token itself. */
export const rawMarker = (token: string) => `@@raw:${token}@@`;

/** `JSON.stringify`, with raw-token markers replaced by the bare tokens. */
export function bodyText(value: unknown): string {
  return JSON.stringify(value).replace(/"@@raw:(.*?)@@"/g, (_, token: string) =>
    token.replaceAll('\\"', '"').replaceAll('\\\\', '\\'),
  );
}

/** Short pieces that keep a string's type and length but not its innocence. */
export const taintFragments = [
  '\u0000',
  '\ud800',
  '\u202e',
  '🚤',
  "'",
  '"',
  '\\',
  '%',
  '_',
  '<b>',
  '\n',
  '\u00ad',
] as const;

/** `value` with one tainting fragment inserted (strings), or a boundary number (numbers). */
export function taint(value: unknown, fragment: string, at: number, number: number): unknown {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value) && at % 2))
    return number;
  if (typeof value !== 'string') return fragment;
  const index = value.length ? at % (value.length + 1) : 0;
  return value.slice(0, index) + fragment + value.slice(index);
}
