'use client';

import type { FocusEvent } from 'react';
import { prefersReducedMotion } from './media';

/** The sticky top bar and some air: what the screen's top keeps clear of the spread. */
export const TOP_CLEARANCE = 104;

/** Scrolls the window to `top`: smoothly, or at once when the visitor prefers reduced motion. */
export function scrollWindowTo(top: number) {
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** The sticky top bar and a little air: the least room above a spread too tall for the rest. */
const BAR_CLEARANCE = 72;
/** The sticky top bar itself (`h-16`) and 2 px: a spread's top is never under it, whatever its rounding. */
const BAR_HEIGHT = 66;

/**
 * Centres `element` in the screen below the top bar and the toasts, its top never hidden; one too
 * tall for that (the crosses) gives up the toasts' room, then the bar's air, so that its foot stays on the screen.
 */
export function centreInView(element: HTMLElement) {
  const { top, height } = element.getBoundingClientRect();
  const room = window.innerHeight - height;
  const offset = Math.max(Math.min(TOP_CLEARANCE, room), Math.min(BAR_CLEARANCE, Math.max(room, BAR_HEIGHT)), room / 2);
  scrollWindowTo(window.scrollY + top - offset);
}

/**
 * On focus, a field keeps its form's submit button in the scroll margin below it, so the page
 * (resized by a phone's keyboard: `interactive-widget=resizes-content`) scrolls to show both.
 */
export function keepSubmitInView(event: FocusEvent<HTMLTextAreaElement>) {
  const field = event.currentTarget;
  const submit = field.form?.querySelector('[type="submit"]');
  if (!submit) return;
  const below = submit.getBoundingClientRect().bottom - field.getBoundingClientRect().bottom;
  field.style.scrollMarginBottom = `${Math.max(0, below) + 16}px`;
}
