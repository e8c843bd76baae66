import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbData } from '@/lib/seo/structured-data';

export interface Crumb {
  name: string;
  path: string;
}

/** Where the page sits (the last step is the page itself), for visitors and as schema.org data. */
export function Breadcrumbs({ label, trail }: { label: string; trail: readonly Crumb[] }) {
  return (
    <nav aria-label={label} className="mb-6 text-sm text-mist-muted">
      <JsonLd data={breadcrumbData(trail)} />
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((step, index) => (
          <li key={step.path} className="flex items-center gap-x-2">
            {index > 0 && <span aria-hidden="true">›</span>}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="text-mist">
                {step.name}
              </span>
            ) : (
              <a href={step.path} className="inline-flex min-h-11 items-center rounded hover:text-gold">
                {step.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
