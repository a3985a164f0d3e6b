/**
 * fast-check generators of request bodies a form would never send: wrong types, nesting, huge and
 * unusual strings, prototype keys, top-level scalars, broken JSON, other content types, raw bytes,
 * and near-valid bodies with one field broken. Bodies are built as JSON text by hand so keys such
 * as __proto__ are sent as real keys (an object literal would turn them into a prototype).
 */
import fc from 'fast-check';
import { textFieldPaths, withField } from '../helpers/well-formed-bodies';

export interface MalformedRequest {
  /** Absent: no content-type header at all. */
  contentType?: string;
  payload: string | Buffer;
  /**
   * Each request comes from its own client address, with its own e-mail address in near-valid
   * bodies, like an attacker with many of both: otherwise the per-address and per-e-mail limits
   * would answer 429 after a few requests and nothing would reach the database.
   */
  remoteAddress: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const JSON_TYPE = 'application/json';
const codePoint = (from: number, to: number) => fc.integer({ min: from, max: to }).map((code) => String.fromCodePoint(code));

/** C0 and C1 controls, DEL, lone surrogates, non-characters, and look-alikes that are fine but odd. */
const oddCharacter = fc.oneof(
  // NUL on its own too: the one PostgreSQL refuses outright, too rare among the other controls.
  { weight: 2, arbitrary: fc.constant('\u0000') },
  codePoint(0x00, 0x1f),
  fc.constant('\u007f'),
  codePoint(0x80, 0x9f),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  fc.constantFrom('\ufffe', '\uffff', '\ufdd0', '\u{10ffff}'),
  fc.constantFrom('\u200b', '\u200d', '\u202e', '\u2028', '\u2029', '\ufeff', '\u00a0', '\ufffd', 'e\u0301', '\u{1d518}', 'İ', 'ß', '\u{1f600}'),
);

/** Text that looks like an attack or an encoding mistake; it must be treated as plain text. */
const trickyText = fc.constantFrom(
  "O'Brien",
  "'; DROP TABLE applications; --",
  '%00',
  '\\u0000',
  '<script>alert(1)</script>',
  '${7*7}',
  '../../etc/passwd',
  '0x00',
  '   ',
  '',
  'null',
  'true',
  '1e309',
  '-0',
);

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: fc.oneof(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), oddCharacter), maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  // Printable text from all of Unicode: passes the character checks, so it reaches the database.
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: trickyText },
  // Longer than any field allows; the longest ones are over the body limit.
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 200, max: 120_000 }), oddCharacter).map(([length, odd]) => `${'x'.repeat(length)}${odd}`) },
);

/** Keys a field name could never be, including the ones that poison prototypes when merged naively. */
const oddKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', '$ne', 'a.b', '0'), oddString);

/** Any JSON value, with odd strings and nesting. */
const oddValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    fc.integer(),
    fc.double().map((n) => (Number.isFinite(n) ? n : 1e308)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(oddKey, tie('value')), { maxLength: 4 }).map((entries) => Object.fromEntries(entries) as Json),
  ),
})).value;

/** JSON nested thousands deep: recursive code on the server must not overflow its stack. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}"\\u0000"${'}'.repeat(depth)}`));

/** JSON object text from key/value pairs; keys may repeat and may be __proto__. */
const objectText = (entries: Array<[string, string]>) => `{${entries.map(([key, valueText]) => `${JSON.stringify(key)}:${valueText}`).join(',')}}`;

const json = (payload: string): Omit<MalformedRequest, 'remoteAddress'> => ({ contentType: JSON_TYPE, payload });

/** An object whose keys are mostly the route's own field names, with values of any shape. */
const oddObject = (fieldNames: string[]) => {
  const key = fieldNames.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: oddKey }) : oddKey;
  const valueText = fc.oneof({ weight: 5, arbitrary: oddValue.map((value) => JSON.stringify(value)) }, { weight: 1, arbitrary: deeplyNested });
  return fc.array(fc.tuple(key, valueText), { maxLength: 8 }).map(objectText);
};

const withOwnEmail = (body: Record<string, unknown>) =>
  typeof body.email === 'string' ? fc.nat().map((n) => ({ ...body, email: `fuzz.${n}@example.edu` })) : fc.constant(body);

/** A well-formed body with exactly one thing wrong: a field replaced, made odd or removed, or one too many. */
const nearValid = (wellFormed: Record<string, unknown>) => {
  const paths = textFieldPaths(wellFormed);
  if (!paths.length) return fc.constant(JSON.stringify(wellFormed));
  const path = fc.constantFrom(...paths);
  const broken = (valid: Record<string, unknown>) =>
    fc.oneof(
      fc.tuple(path, oddValue).map(([at, odd]) => withField(valid, at, () => odd)),
      // Most often: odd text added to a good value, the likeliest way past validation into the database.
      {
        weight: 3,
        arbitrary: fc
          .tuple(path, oddString, fc.boolean())
          .map(([at, odd, before]) => withField(valid, at, (value) => (before ? `${odd}${String(value)}` : `${String(value)}${odd}`))),
      },
      path.map((at) => withField(valid, at, () => undefined)),
      fc.tuple(oddKey, oddValue).map(([key, odd]) => ({ ...valid, [key]: odd })),
    );
  return withOwnEmail(wellFormed)
    .chain(broken)
    .map((body) => JSON.stringify(body));
};

const notJson = fc.oneof(
  fc.constantFrom('{', '}', '{"a":}', "{'a':1}", '{"a":1,}', 'NaN', 'undefined', '{"a":01}', '"\\x00"', '{"a":"\\ud800"}', '\u0000', '\ufeff{}', ' '),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const truncated = (valid: Record<string, unknown>) => {
  const text = JSON.stringify(valid);
  return fc.integer({ min: 0, max: text.length - 1 }).map((end) => text.slice(0, end));
};

const otherContentType = fc.oneof(
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/octet-stream',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/jsonx',
    'APPLICATION/JSON',
    'application/json;;',
    '*/*',
    '',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
);

/**
 * Every kind of malformed request for one route. `fieldNames` are its documented body fields and
 * `valid` a body it accepts, so that many requests get past the parser into validation and beyond.
 */
export function malformedRequest(fieldNames: string[], valid: Record<string, unknown>): fc.Arbitrary<MalformedRequest> {
  const content: fc.Arbitrary<Omit<MalformedRequest, 'remoteAddress'>> = fc.oneof(
    { weight: 4, arbitrary: nearValid(valid).map(json) },
    { weight: 3, arbitrary: oddObject(fieldNames).map(json) },
    // Numbers, booleans, null, strings and arrays where an object is expected.
    { weight: 1, arbitrary: oddValue.map((value) => json(JSON.stringify(value))) },
    { weight: 1, arbitrary: deeplyNested.map(json) },
    { weight: 1, arbitrary: fc.oneof(notJson, truncated(valid)).map(json) },
    { weight: 1, arbitrary: fc.tuple(otherContentType, fc.oneof(notJson, fc.constant(JSON.stringify(valid)))).map(([contentType, payload]) => ({ contentType, payload })) },
    { weight: 1, arbitrary: fc.constant(JSON.stringify(valid)).map((payload) => ({ payload })) },
    // Bytes that are not UTF-8 at all.
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ contentType: JSON_TYPE, payload: Buffer.from(bytes) })) },
  );
  return fc.tuple(content, fc.ipV4()).map(([request, remoteAddress]) => ({ ...request, remoteAddress }));
}
