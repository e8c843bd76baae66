// The styled floor: the floor's heading and paragraphs with the site's own stylesheet and heading
// font (copied from the site's build into public/styled by `npm run bench:floor`), so a page's LCP
// is compared with what any styled page of ours pays before its own content and code.
import { paragraphs } from '../paragraphs';

export default function Styled() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      {/* eslint-disable-next-line @next/next/no-css-tags -- the site's built stylesheet, linked as the site links it */}
      <link rel="stylesheet" href="/styled/chunks/site.css" precedence="default" />
      <h1 className="font-display text-3xl font-bold tracking-wide text-gold sm:text-5xl">The styled floor</h1>
      {paragraphs.map((text) => (
        <p key={text} className="mt-5 text-lg leading-relaxed text-mist-muted">
          {text}
        </p>
      ))}
    </main>
  );
}
