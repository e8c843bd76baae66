import type { ReactNode } from 'react';

export function BackLink({ href, label }: { href: string; label: ReactNode }) {
  return (
    <a href={href} className="mb-6 inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm text-mist-muted hover:text-gold">
      <span aria-hidden="true">←</span>
      {label}
    </a>
  );
}
