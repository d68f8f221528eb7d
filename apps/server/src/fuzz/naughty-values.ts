import fc from 'fast-check';

/** Nesting deeper than any payload of ours, as an attacker would send it to burn parse time. */
export const deepArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

/**
 * Strings that break naive handling somewhere: NUL (PostgreSQL refuses it in text), lone
 * surrogates (not encodable as UTF-8), direction overrides, zero-width and combining characters,
 * SQL and markup meta-characters, numbers past every integer type, and sheer length.
 */
export const NAUGHTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'x\udfffy',
  '\u202e\u0644\u0645\u202c',
  '\u200b\u200d\ufeff',
  'e\u0301\u0301\u0301',
  '𝕏😀👩‍👩‍👧',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%',
  '_',
  '\\',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999999',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  '\r\n\r\n',
  'a'.repeat(10_000),
  '\u0000'.repeat(300),
];

/** Numbers past the 32-bit ids, JavaScript's safe integers and the finite doubles. */
export const NAUGHTY_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  0.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1.7976931348623157e308,
  -1.7976931348623157e308,
  5e-324,
];

/** Values of the wrong type for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  ['a', 1],
  { nested: { deeper: ['x'] } },
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  deepArray(64),
];

export const naughtyString = fc.constantFrom(...NAUGHTY_STRINGS);

/** Any naughty leaf: a string, a number or a value of the wrong type. */
export const naughtyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: naughtyString },
  { weight: 2, arbitrary: fc.constantFrom(...NAUGHTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
);

/** A generated string with a naughty piece spliced into it. */
export const spliced = (base: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(base, naughtyString, fc.nat()).map(([text, bad, at]) => {
    const i = text.length === 0 ? 0 : at % text.length;
    return text.slice(0, i) + bad + text.slice(i);
  });

/** Whole request bodies that are broken in themselves, sent with the content type named. */
export type RawBody = { contentType?: string; payload: string | Buffer };

const deepText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

export const NAUGHTY_BODIES: readonly RawBody[] = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'application/json', payload: '{"__proto__":{"isSuperuser":true}}' },
  { contentType: 'application/json', payload: deepText(5000) },
  { contentType: 'application/json', payload: `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2001)}` },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'text/csv', payload: 'a,b\n1,\u0000' },
  { contentType: 'application/octet-stream', payload: Buffer.from([0, 255, 254, 0]) },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&b=%E0%A4%A&c' },
  { contentType: 'multipart/form-data', payload: 'no boundary here' },
  {
    contentType: 'multipart/form-data; boundary=xyz',
    payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nhalf a file',
  },
  {
    contentType: 'multipart/form-data; boundary=xyz',
    payload:
      '--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\nbad\u0000name\r\n' +
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="\u0000.csv"\r\n' +
      'Content-Type: text/csv\r\n\r\ncode\u0000\r\n--xyz--\r\n',
  },
  { contentType: 'image/png', payload: Buffer.from('89504e470d0a1a0a', 'hex') },
  { payload: '{}' },
];
