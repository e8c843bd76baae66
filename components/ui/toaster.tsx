'use client';

import { Toaster as Sonner } from 'sonner';

/** The site's one toast region (SPEC §9: one toast at a time, 5000 ms); `toast.error` is the destructive variant. */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      position="bottom-right"
      theme="dark"
      toastOptions={{
        classNames: {
          toast: '!rounded-xl !border !border-violet/40 !bg-night-800 !text-mist !shadow-lg',
          description: '!text-mist-muted',
          error: '!border-danger !bg-danger-bg !text-danger [&_[data-description]]:!text-mist',
        },
      }}
    />
  );
}
