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

/** Takes a toast away (one that was about a page the visitor has left); nothing to do before sonner has loaded. */
function dismiss(id: string) {
  void sonner?.then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
}

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
  dismiss,
};

/**
 * The site's one toast region (one toast at a time, 5000 ms), mounted once in the shell. Toasts
 * sit at the bottom (the right-hand corner on wider screens), clear of the top bar and its menus;
 * the reading says its own steps beside the cards instead.
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
        position="bottom-right"
        offset={24}
        mobileOffset={16}
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
