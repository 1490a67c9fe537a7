import fc from 'fast-check';

/** One malformed request body: what is sent and under which content type (none: no header). */
export interface MalformedBody {
  payload: string;
  contentType?: string;
  /** False for a JSON object, which an all-optional body schema may legitimately accept. */
  neverValid: boolean;
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const FIELD_NAMES = ['id', 'name', 'email', 'status', 'companyId', 'projectId', 'amount', 'date', 'notes', 'version'];

const unicode = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });
const huge = fc.integer({ min: 2_000, max: 20_000 }).map((length) => 'é𝔘'.repeat(length));
const oddNumbers = fc.constantFrom('-1', '0', 'NaN', 'Infinity', '-0', '1e309', '99999999999999999999999', '1.5', '0x10');
const oddWords = fc.constantFrom('null', 'undefined', 'true', '[]', '{}', ' ', '__proto__', 'constructor', "' or 1=1 --");
/** Text with a NUL (U+0000) somewhere: PostgreSQL refuses it, so the input guard answers 400. */
const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([before, after]) => `${before}\u0000${after}`);

/** A path parameter that is no valid id, code or name (never empty, `.` or `..`). */
export const malformedParam = fc
  .oneof(
    fc.constantFrom('not-a-uuid', '00000000-0000-0000-0000-00000000000g', '123e4567-e89b-12d3-a456-4266141740000'),
    oddNumbers,
    oddWords,
    unicode,
    huge,
    withNul,
  )
  .filter((value) => value.trim() !== '' && value !== '.' && value !== '..')
  .map(encodeURIComponent);

const queryKey = fc.constantFrom(
  ...FIELD_NAMES,
  'page',
  'pageSize',
  'limit',
  'offset',
  'sort',
  'order',
  'search',
  'q',
  'from',
  'to',
  'year',
  'type',
  ...PROTOTYPE_KEYS,
  'constructor[prototype][polluted]',
  'a[b][c]',
);

/** A query string (with its `?`) of wrong types: numbers out of range, NaN, unicode, repeated keys. */
export const malformedQuery = fc
  .array(fc.tuple(queryKey, fc.oneof(oddNumbers, oddWords, unicode, huge, withNul)), { minLength: 1, maxLength: 5 })
  .map((pairs) => `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`);

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const wrongTypedObject = fc.dictionary(
  fc.constantFrom(...FIELD_NAMES, ...PROTOTYPE_KEYS),
  fc.oneof(jsonValue, huge, fc.constant(null), fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)))),
  { minKeys: 1, maxKeys: 5 },
);

const json = (payload: string, neverValid: boolean): MalformedBody => ({
  payload,
  contentType: 'application/json',
  neverValid,
});

/** A body that no route should accept: wrong JSON types, prototype keys, bad JSON, wrong content types. */
export const malformedBody: fc.Arbitrary<MalformedBody> = fc.oneof(
  wrongTypedObject.map((value) => json(JSON.stringify(value), false)),
  fc.oneof(fc.constant(null), fc.integer(), fc.double(), fc.boolean(), unicode, fc.array(jsonValue)).map((value) =>
    json(JSON.stringify(value), true),
  ),
  fc.constantFrom(...PROTOTYPE_KEYS).map((key) => json(`{"${key}":{"prototype":{"isAdmin":true},"isAdmin":true}}`, true)),
  fc.integer({ min: 50, max: 2_000 }).map((depth) => json(`${'['.repeat(depth)}${']'.repeat(depth)}`, true)),
  fc.constant(json(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, true)),
  // A NUL in any string or key of an otherwise fine object.
  fc.tuple(fc.constantFrom(...FIELD_NAMES), withNul, fc.boolean()).map(([field, text, inKey]) =>
    json(JSON.stringify(inKey ? { [`${field}${text}`]: 'x' } : { [field]: text }), true),
  ),
  // Declared in a charset other than UTF-8 (415 whatever it holds).
  fc.tuple(wrongTypedObject, fc.constantFrom('latin1', 'ISO-8859-1', 'windows-1252', 'utf-16')).map(([value, charset]) => ({
    payload: JSON.stringify(value),
    contentType: `application/json; charset=${charset}`,
    neverValid: true,
  })),
  fc.constantFrom('', '{', 'not json', '{"a":}', "{'single':'quotes'}", '\u0000').map((text) => json(text, true)),
  fc.constant(json(`"${'x'.repeat(1_100_000)}"`, true)),
  fc
    .tuple(
      fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'image/png'),
      fc.oneof(unicode, jsonValue.map((value) => JSON.stringify(value))),
    )
    .map(([contentType, payload]) => ({ payload, contentType, neverValid: true })),
  // No body at all is what a body-less action (e.g. mark all read) expects.
  fc.constant({ payload: '', neverValid: false }),
);
