import { sanitizeWith, type Purifier } from '../sanitize';

/** What cleaning needs from a browser (or from jsdom in tests): the one sanitizer's purifier and an inert HTML parser. */
export interface PasteTools {
  purifier: Purifier;
  /** Parses without running or loading anything (a DOMParser document). */
  parse: (html: string) => Document;
}

// Word's and Office's markup that carries no text: conditional comments, namespaced tags, styles.
const officeNoise = [
  /<!--\[if[\s\S]*?<!\[endif\]-->/gi,
  /<\/?[a-z]+:[a-z][^>]*>/gi,
  /<style[\s\S]*?<\/style>/gi,
  /<(?:meta|link)\b[^>]*>/gi,
];

const boldStyle = /font-weight\s*:\s*(?:bold|[6-9]00)/i;
const normalWeight = /font-weight\s*:\s*(?:normal|[1-4]00)/i;
const italicStyle = /font-style\s*:\s*italic/i;
const headingLevel: Record<string, string> = { H1: 'h2', H5: 'h4', H6: 'h4' };

function renamed(element: Element, tag: string): Element {
  const replacement = element.ownerDocument.createElement(tag);
  replacement.append(...element.childNodes);
  element.replaceWith(replacement);
  return replacement;
}

function wrapChildren(element: Element, tag: string) {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

/** Word writes a list as paragraphs with a typed bullet or number: made a real list again. */
function wordLists(body: HTMLElement) {
  for (const item of [...body.querySelectorAll('p[class^="MsoListParagraph"]')]) {
    const marker = item.querySelector('[style*="mso-list:Ignore"], [style*="mso-list: Ignore"]');
    const ordered = /^\s*\w{1,3}[.)]/.test(marker?.textContent ?? '');
    marker?.remove();
    const previous = item.previousElementSibling;
    const tag = ordered ? 'OL' : 'UL';
    const list = previous?.tagName === tag && previous.hasAttribute('data-word-list') ? previous : item.ownerDocument.createElement(tag);
    if (list !== previous) {
      list.setAttribute('data-word-list', '');
      item.before(list);
    }
    list.append(renamed(item, 'li'));
  }
}

/**
 * Pasted HTML (Google Docs, Word, any page) made what the site keeps: bold and italics written as
 * styles become <strong> and <em>, headings fit h2–h4, Word's lists become lists, then the one
 * sanitizer's allowlist decides (lib/blog/sanitize.ts), so a paste can hold nothing a page could not.
 */
export function cleanPastedHtml(html: string, { purifier, parse }: PasteTools): string {
  const document = parse(officeNoise.reduce((text, pattern) => text.replace(pattern, ''), html));
  const body = document.body;
  wordLists(body);
  // Innermost first, so an element is still in place when its children are changed.
  for (const element of [...body.querySelectorAll('*')].reverse()) {
    const style = element.getAttribute('style') ?? '';
    // Google Docs wraps a whole paste in <b style="font-weight:normal">: not bold at all.
    if ((element.tagName === 'B' || element.tagName === 'STRONG') && normalWeight.test(style)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    const heading = headingLevel[element.tagName];
    const target = heading ? renamed(element, heading) : element;
    if (boldStyle.test(style) && !/^(B|STRONG|H\d)$/.test(target.tagName)) wrapChildren(target, 'strong');
    if (italicStyle.test(style) && !/^(I|EM)$/.test(target.tagName)) wrapChildren(target, 'em');
  }
  return sanitizeWith(purifier, body.innerHTML);
}
