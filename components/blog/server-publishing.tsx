import type { Locale } from '@/lib/i18n/routing';
import type messages from '@/messages/en.json';
import { ToolNodes } from './tool-nodes';
import { codeClass, withCode } from './with-code';

type SettingsTexts = (typeof messages)['BlogSettings'];

/** Inside the shell's single quotes, a quote closes, is escaped and reopens. */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The curl command that publishes the sample article of this page's language on the server. */
function curlExample(t: SettingsTexts, url: string, locale: Locale) {
  const body = { id: t.serverSampleId, title: t.serverSampleTitle, content: `<p>${t.serverSampleContent}</p>`, locale };
  return [
    `curl -i -X POST ${url} \\`,
    `  -H "Authorization: Bearer $BLOG_PUBLISH_KEY" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d ${shellQuote(JSON.stringify(body))}`,
  ].join('\n');
}

/**
 * How automation tools publish for every visitor: `POST url` with `Authorization: Bearer
 * <BLOG_PUBLISH_KEY>`. Server-rendered; `url` is the site's public publish URL.
 */
export function ServerPublishing({ texts: t, url, locale }: { texts: SettingsTexts; url: string; locale: Locale }) {
  // n8n's field names stay as its interface shows them.
  const n8nSettings = [
    { field: 'Method', value: <code className={codeClass}>POST</code> },
    { field: 'URL', value: <code className={codeClass}>{url}</code> },
    { field: 'Authentication', value: withCode(t.serverN8nAuth) },
    { field: 'Send Body', value: withCode(t.serverN8nBody) },
  ];
  return (
    <section aria-labelledby="server-title" className="mx-auto mt-10 max-w-2xl space-y-4">
      <h2 id="server-title" className="text-2xl font-semibold text-gold">
        {t.serverTitle}
      </h2>
      <p className="leading-relaxed">{withCode(t.serverIntro)}</p>
      <ToolNodes texts={t} site={new URL(url).origin} />
      <div>
        <p id="server-curl-label" className="leading-relaxed">
          {t.serverCurlLabel}
        </p>
        {/* Focusable and named, so keyboard users can scroll the long lines too. */}
        <pre
          role="region"
          aria-labelledby="server-curl-label"
          tabIndex={0}
          className="mt-3 overflow-x-auto rounded-2xl bg-night-950 p-4 text-sm"
        >
          <code>{curlExample(t, url, locale)}</code>
        </pre>
      </div>
      <div>
        <p className="leading-relaxed">{t.serverN8nLabel}</p>
        <dl className="mt-3 space-y-3 rounded-2xl border border-gold/20 p-4">
          {n8nSettings.map(({ field, value }) => (
            <div key={field}>
              <dt className="font-semibold">{field}</dt>
              <dd className="leading-relaxed">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 leading-relaxed">{t.serverOtherTools}</p>
      </div>
      <p className="leading-relaxed">{withCode(t.serverUpdate)}</p>
      <p className="leading-relaxed">{withCode(t.serverAnswers)}</p>
    </section>
  );
}
