'use client';

import type { ReactNode } from 'react';
import { MobileMenu } from './mobile-menu';
import { NavLinks, type NavEntry } from './nav-links';
import { NavMenu } from './nav-menu';

export interface NavBarProps {
  entries: NavEntry[];
  menuLabel: string;
  /** The language menu, between the wide screens' links and the phone menu. */
  children: ReactNode;
}

/** The top bar's links, sent to the browser once for both the wide screens' menus and the phone menu. */
export function NavBar({ entries, menuLabel, children }: NavBarProps) {
  return (
    <>
      <ul className="hidden items-center gap-1 lg:flex">
        {entries.map((entry) =>
          'items' in entry ? (
            <li key={entry.label}>
              <NavMenu label={entry.label} items={entry.items} />
            </li>
          ) : (
            <li key={entry.href}>
              <NavLinks
                items={[entry]}
                linkClassName="flex min-h-11 items-center whitespace-nowrap rounded-full px-3 text-sm text-mist hover:bg-night-700"
              />
            </li>
          ),
        )}
      </ul>
      {children}
      <MobileMenu label={menuLabel} entries={entries} />
    </>
  );
}
