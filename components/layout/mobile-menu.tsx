'use client';

import { Disclosure } from '@/components/ui/disclosure';
import { NavLinks, type NavItem } from './nav-links';

export interface MobileMenuProps {
  label: string;
  items: NavItem[];
}

/** Below 1024 px (where the longest translated labels stop fitting) the nav links fold into this menu. */
export function MobileMenu({ label, items }: MobileMenuProps) {
  return (
    <Disclosure
      className="lg:hidden"
      triggerClassName="flex size-11 items-center justify-center rounded-full text-mist hover:bg-night-700"
      trigger={<MenuIcon />}
      triggerLabel={label}
      panelClassName="fixed inset-x-3 top-16 z-50 rounded-2xl border border-violet/30 bg-night-900/95 p-2 shadow-xl backdrop-blur"
    >
      {(close) => (
        <NavLinks
          items={items}
          onNavigate={close}
          className="flex flex-col"
          linkClassName="flex min-h-11 items-center rounded-xl px-4 text-base hover:bg-night-700"
        />
      )}
    </Disclosure>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
