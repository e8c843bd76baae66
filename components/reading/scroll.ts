'use client';

/** The top bar and a toast above it take this much of the screen's top (toasts live there). */
export const TOP_CLEARANCE = 104;

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls the window to `top`: smoothly, or at once when the visitor prefers reduced motion. */
export function scrollWindowTo(top: number) {
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** Centres `element` in the screen below the top bar and the toasts, its top never hidden. */
export function centreInView(element: HTMLElement) {
  const { top, height } = element.getBoundingClientRect();
  const offset = Math.max(TOP_CLEARANCE, (window.innerHeight - height) / 2);
  scrollWindowTo(window.scrollY + top - offset);
}
