import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from '@/lib/blog/editor/paste';
import { sanitizeWith } from '@/lib/blog/sanitize';

const { window } = new JSDOM('');
const purifier = createDOMPurify(window as unknown as Window & typeof globalThis);
const tools = { purifier, parse: (html: string) => new window.DOMParser().parseFromString(html, 'text/html') };
const clean = (html: string) => cleanPastedHtml(html, tools);

describe('pasting', () => {
  it('Google Docs: the bold-normal wrapper goes, styled spans become strong and em', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h1 dir="ltr"><span style="font-size:20pt">Title</span></h1>' +
      '<p dir="ltr"><span style="font-weight:700">Bold</span> and <span style="font-style:italic">italic</span></p></b>';
    expect(clean(docs)).toBe('<h2><span>Title</span></h2><p><span><strong>Bold</strong></span> and <span><em>italic</em></span></p>');
  });

  it('Word: conditional comments, o:p and styles go; its typed lists become lists', () => {
    const word =
      '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]--><style>p.MsoNormal{margin:0}</style>' +
      '<p class="MsoNormal">Intro<o:p></o:p></p>' +
      '<p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>  </span></span>One</p>' +
      '<p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>  </span></span>Two</p>' +
      '<p class="MsoListParagraphCxSpFirst"><span style="mso-list:Ignore">1.<span> </span></span>First</p>';
    expect(clean(word)).toBe('<p>Intro</p><ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol>');
  });

  it('keeps only what the site’s sanitizer keeps: the same result as the allowlist itself', () => {
    const hostile =
      '<p onclick="x()" style="color:red">Hi <a href="javascript:alert(1)">link</a> <a href="https://example.com" target="_blank">ok</a></p>' +
      '<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg>';
    const cleaned = clean(hostile);
    expect(cleaned).not.toMatch(/script|onerror|onclick|onload|iframe|svg|javascript:|style=|target=/i);
    expect(cleaned).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>');
    // Cleaning adds nothing the one allowlist would refuse: it is a fixed point of it.
    expect(sanitizeWith(purifier, cleaned)).toBe(cleaned);
  });
});
