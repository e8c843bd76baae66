/**
 * Characters XML 1.0 cannot hold: C0 controls but tab, newline and return (NUL included), lone
 * surrogates, U+FFFE and U+FFFF. One in a feed makes the whole document ill-formed.
 */
const forbidden =
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const anyForbidden = new RegExp(forbidden);
const everyForbidden = new RegExp(forbidden, 'g');

/** Whether `text` holds a character no XML document (nor a NUL-terminated store) can carry. */
export function hasXmlForbidden(text: string): boolean {
  return anyForbidden.test(text);
}

/** `text` without the characters XML 1.0 forbids. */
export function xmlSafe(text: string): string {
  return text.replace(everyForbidden, '');
}
