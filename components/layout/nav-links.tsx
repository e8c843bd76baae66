'use client';

import { cn } from '@/lib/utils';
import { useBrowserUrl } from '@/hooks/use-browser-url';

export interface NavItem {
  href: string;
  label: string;
}

/** Links of the top bar, or a titled group of them (a menu on wide screens, a section on phones). */
export type NavEntry = NavItem | { label: string; items: NavItem[] };

export interface NavLinksProps {
  items: NavItem[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

export function NavLinks({ items, className, linkClassName, onNavigate }: NavLinksProps) {
  const path = useBrowserUrl()?.split('?')[0];
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = path === item.href;
        return (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={cn(linkClassName, current && 'text-gold')}
              onClick={onNavigate}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
