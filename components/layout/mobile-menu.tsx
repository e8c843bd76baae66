'use client';

import { useId } from 'react';
import { Disclosure } from '@/components/ui/disclosure';
import { Icon } from '@/components/ui/icons';
import { NavLinks, type NavEntry } from './nav-links';

export interface MobileMenuProps {
  label: string;
  entries: NavEntry[];
}

const linkClassName = 'menu-link text-base';

/** Below 1024 px (where the translated labels stop fitting) the whole nav folds into this menu. */
export function MobileMenu({ label, entries }: MobileMenuProps) {
  const id = useId();
  return (
    <Disclosure
      className="lg:hidden"
      triggerClassName="flex size-11 items-center justify-center rounded-full text-mist hover:bg-night-700"
      trigger={<Icon name="menu" strokeWidth="2" className="size-6" />}
      triggerLabel={label}
      panelClassName="fixed inset-x-3 top-16 z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto overscroll-contain rounded-2xl border border-violet/30 bg-night-900 p-2 shadow-xl"
      scrimClassName="fixed inset-x-0 bottom-0 top-16 z-40 bg-night-950/80"
    >
      {(close) => (
        <div className="flex flex-col gap-2">
          {entries.map((entry, index) =>
            'items' in entry ? (
              <section key={entry.label} aria-labelledby={`${id}-${index}`}>
                <p id={`${id}-${index}`} className="px-4 pt-2 text-xs font-semibold uppercase tracking-widest text-mist-muted">
                  {entry.label}
                </p>
                <NavLinks items={entry.items} onNavigate={close} className="flex flex-col" linkClassName={linkClassName} />
              </section>
            ) : (
              <NavLinks key={entry.href} items={[entry]} onNavigate={close} className="flex flex-col" linkClassName={linkClassName} />
            ),
          )}
        </div>
      )}
    </Disclosure>
  );
}
