import type { ReactNode } from 'react';
import { Icon } from './icons';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Native disclosure widgets sharing a `name`: one item open at a time, each collapsible, keyboard
 * operable, and every word in the server's HTML (readable and indexable without JavaScript).
 */
export function Accordion({ name, items, defaultOpen }: { name: string; items: readonly AccordionItem[]; defaultOpen?: string }) {
  return (
    <div className="divide-y divide-violet/20 rounded-3xl border border-violet/25 bg-night-900/90">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} open={item.id === defaultOpen} className="group">
          <summary className="disclosure-summary">
            {/* HTML allows a heading inside summary: the page keeps its outline. */}
            <h2 className="font-display text-lg font-semibold text-gold">{item.title}</h2>
            <Icon name="chevron" strokeWidth="2" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-6 pb-6">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
