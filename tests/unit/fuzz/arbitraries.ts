import fc from 'fast-check';

/**
 * Strings chosen to break naive code: prototype keys, markup, template placeholders and regex
 * replacement patterns, control and bidi characters, lone surrogates, case-mapping oddities,
 * the fake Gemini's failure directives, and long runs.
 */
export const adversarialStrings: readonly string[] = [
  '',
  ' ',
  '\t\n\r\v\f',
  '\u00a0\u2028\u2029\u3000',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE readings; --",
  '{question}',
  '{theme}',
  '{card}',
  '{cards}',
  '{keywords}',
  '{url}',
  '{{question}}',
  '$&',
  '$1',
  "$'",
  '$`',
  '\\',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  'x\ud83dy',
  '\u202e\u202dRTL\u200f\u200e',
  '\u200b\u200c\u200d\ufeff',
  '\u0301\u0301\u0301',
  'İstanbul',
  'ǅ ß ﬀ K Å',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '1e309',
  '{"a":1}',
  '[]',
  '../../../etc/passwd',
  '%00%2e%2e',
  'tower-tarot-card',
  'free-love-tarot',
  'love',
  'amor',
  'I want to kill myself',
  '[[fake:midstream]]',
  '[[fake:error500]]',
  '[[fake:malformed]]',
  '[[fake:safety]]',
  '[[fake:empty]]',
  'x'.repeat(501),
  'é'.repeat(5_000),
  ' '.repeat(10_000),
  '-'.repeat(300),
];

/** Unicode text in every flavour fast-check 4 offers, plus the adversarial constants. */
export const anyText = (maxLength = 64): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength }) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-composite', maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength }) },
    { weight: 2, arbitrary: fc.string({ maxLength }) },
    // Lone surrogates, which no `unit` produces.
    {
      weight: 1,
      arbitrary: fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), maxLength: 8 }),
    },
    { weight: 3, arbitrary: fc.constantFrom(...adversarialStrings) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...adversarialStrings),
          fc.string({ unit: 'grapheme', maxLength: 16 }),
          fc.constantFrom(...adversarialStrings),
        )
        .map(([a, b, c]) => a + b + c),
    },
  );

/** Object keys that make naive code misbehave, mixed with random ones. */
export const weirdKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'hasOwnProperty',
    'then',
    'length',
    '',
    ' ',
    '0',
    'kind',
    'method',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Any JSON value, with unicode strings and `__proto__`-like keys, as JSON.parse could return it. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }),
  fc.jsonValue({ maxDepth: 3, stringUnit: 'grapheme' }),
  // JSON.parse makes `__proto__` an own data property: build such objects from JSON text the same way.
  fc
    .array(fc.tuple(weirdKey, fc.jsonValue({ maxDepth: 2 })), { maxLength: 6 })
    .map(
      (entries) => JSON.parse(`{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`) as unknown,
    ),
);

/** Beyond JSON: what a window message or a caller of a library function might pass. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  anyJson,
  fc.anything({
    maxDepth: 3,
    key: weirdKey,
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withTypedArray: true,
    withSparseArray: true,
    withObjectString: true,
  }),
);

/** The `{ key: value }` string record a URLSearchParams or a form might hold. */
export const anyStringRecord: fc.Arbitrary<Record<string, string>> = fc.dictionary(weirdKey, anyText(32), { maxKeys: 8 });
