'use client';

/** The visitor's settings the reading adapts to, read when needed (never while prerendering). */
export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
export const touchScreen = () => window.matchMedia('(pointer: coarse)').matches;
