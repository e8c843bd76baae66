'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface DisclosureProps {
  /** Content of the toggle button; give it an accessible name. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** A layer over the page while open (a phone menu's dim backdrop); a tap on it closes. */
  scrimClassName?: string;
  className?: string;
  /** Receives `close` so links inside can shut the panel when followed. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that shows and hides a panel of links (the WAI disclosure pattern, right for navigation
 * menus). Escape closes it and returns focus to the button; a click or focus outside closes it.
 */
export function Disclosure({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  scrimClassName,
  className,
  children,
}: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open && scrimClassName && <div aria-hidden="true" className={scrimClassName} onClick={() => setOpen(false)} />}
      {/* The panel's links are built when it opens: closed, a page carries none of them (nor hydrates them). */}
      <div id={panelId} hidden={!open} className={panelClassName}>
        {open && children(() => setOpen(false))}
      </div>
    </div>
  );
}
