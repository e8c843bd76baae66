import { format } from '@/lib/format';
import type messages from '@/messages/en.json';
import { withCode } from './with-code';

type SettingsTexts = (typeof messages)['BlogSettings'];

/**
 * How to connect the automation tools' own WordPress and Ghost nodes to this site, before the raw
 * HTTP contract. `site` is the public origin the nodes take as their URL.
 */
export function ToolNodes({ texts: t, site }: { texts: SettingsTexts; site: string }) {
  const values = { url: site, example: '0123456789abcdef01234567:<BLOG_PUBLISH_KEY>' };
  const doors = [
    { title: t.toolsWordpressTitle, lines: [t.toolsWordpressCredential, t.toolsWordpressPost] },
    { title: t.toolsGhostTitle, lines: [t.toolsGhostCredential, t.toolsGhostPost] },
  ];
  return (
    <div id="tools" className="space-y-3">
      <h3 id="tools-title" className="text-xl font-semibold text-gold">
        {t.toolsTitle}
      </h3>
      <p className="leading-relaxed">{t.toolsIntro}</p>
      {doors.map(({ title, lines }) => (
        <div key={title} className="rounded-2xl border border-gold/20 p-4">
          <h4 className="font-semibold">{title}</h4>
          {lines.map((line) => (
            <p key={line} className="mt-2 leading-relaxed">
              {withCode(format(line, values))}
            </p>
          ))}
        </div>
      ))}
      <ul className="list-disc space-y-2 pl-5 leading-relaxed">
        {[t.toolsN8n, t.toolsMake, t.toolsZapier, t.toolsActivepieces].map((line) => (
          <li key={line}>{withCode(line)}</li>
        ))}
      </ul>
    </div>
  );
}
