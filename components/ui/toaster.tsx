'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/*
 * sonner weighs about 12 KB gzip: more than the whole first-load budget left after the framework.
 * So it is fetched on the first toast, not with the page. Toasts raised before its Toaster has
 * mounted are replayed by sonner when the Toaster subscribes.
 */
let sonner: Promise<typeof import('sonner')> | undefined;
const listeners = new Set<() => void>();

function loadSonner() {
  if (!sonner) {
    sonner = import('sonner');
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

export type ToastOptions = Pick<ExternalToast, 'description' | 'duration' | 'id'>;

/** Resolves once the toast has been handed to sonner (its code may still be loading before that). */
function show(kind: 'message' | 'success' | 'error', title: string, options?: ToastOptions): Promise<void> {
  return loadSonner().then(({ toast: sonnerToast }) => {
    sonnerToast[kind](title, options);
  });
}

/** `toast.error` is the destructive variant. */
export const toast = {
  message: (title: string, options?: ToastOptions) => show('message', title, options),
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
};

/**
 * The site's one toast region (one toast at a time, 5000 ms), mounted once in the shell. Toasts
 * sit over the top bar, where they never cover a card, the fan or the reading's text (the
 * reading keeps its spread below TOP_CLEARANCE).
 */
export function Toaster() {
  const requested = useSyncExternalStore(
    subscribe,
    () => sonner !== undefined,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense>
      <SonnerToaster
        visibleToasts={1}
        duration={5000}
        position="top-center"
        offset={8}
        mobileOffset={8}
        theme="dark"
        toastOptions={{
          classNames: {
            toast:
              '!rounded-xl !border !border-violet/40 !bg-night-800 !text-mist !shadow-lg data-[type=error]:!border-danger data-[type=error]:!bg-danger-bg data-[type=error]:!text-danger',
            description: '!text-mist-muted in-data-[type=error]:!text-mist',
          },
        }}
      />
    </Suspense>
  );
}
