'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from './icons';
import { cn } from '@/lib/utils';

const OPEN_DELAY = 100;
const CLOSE_DELAY = 100;

const side = {
  top: 'bottom-full mb-2',
  bottom: 'top-full mt-2',
  left: 'right-full mr-2 top-0',
  right: 'left-full ml-2 top-0',
} as const;
const align = { start: 'left-0', center: 'left-1/2 -translate-x-1/2', end: 'right-0' } as const;

export interface HoverCardProps {
  /** The element the card describes; it keeps its own role and click behaviour. */
  children: ReactNode;
  content: ReactNode;
  /** Names the small button that opens the card by touch or keyboard. */
  infoLabel: string;
  position?: keyof typeof side;
  alignment?: keyof typeof align;
  className?: string;
}

/**
 * A description that opens on hover (100 ms delays both ways), and through a small info
 * button for keyboard and touch; Escape closes it.
 */
export function HoverCard({ children, content, infoLabel, position = 'bottom', alignment = 'start', className }: HoverCardProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const later = (value: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(value), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div
      className={cn('relative', className)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && later(true, OPEN_DELAY)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(false, CLOSE_DELAY)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && later(false, CLOSE_DELAY)}
    >
      {children}
      {/* A 44 px tap target around the 32 px circle, centred where the circle was. */}
      <button
        type="button"
        aria-label={infoLabel}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="group absolute right-0.5 top-0.5 flex size-11 items-center justify-center rounded-full text-mist-muted hover:text-gold"
      >
        <span className="flex size-8 items-center justify-center rounded-full group-hover:bg-night-700">
          <Icon name="info" strokeWidth="1.8" className="size-5" />
        </span>
      </button>
      <div
        id={id}
        hidden={!open}
        className={cn(
          'absolute z-30 w-72 max-w-[80vw] rounded-2xl border border-violet/30 bg-night-900 p-4 text-left text-sm shadow-xl',
          side[position],
          (position === 'top' || position === 'bottom') && align[alignment],
        )}
      >
        {content}
      </div>
    </div>
  );
}
