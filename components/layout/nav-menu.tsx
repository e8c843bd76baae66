'use client';

import { Disclosure } from '@/components/ui/disclosure';
import { Icon } from '@/components/ui/icons';
import { NavLinks, type NavItem } from './nav-links';

/** A group of the top bar's links behind one button (Readings, Guides), on wide screens. */
export function NavMenu({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <Disclosure
      triggerClassName="flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full px-3 text-sm text-mist hover:bg-night-700 aria-expanded:bg-night-700"
      trigger={
        <>
          {label}
          <Icon name="chevron" strokeWidth="2" className="size-4" />
        </>
      }
      panelClassName="absolute left-0 top-full z-50 mt-2 min-w-56 rounded-2xl border border-violet/30 bg-night-900 p-2 shadow-xl"
    >
      {(close) => <NavLinks items={items} onNavigate={close} className="flex flex-col" linkClassName="menu-link text-sm" />}
    </Disclosure>
  );
}
