import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

const inputClass = 'w-full rounded-2xl border border-violet/40 bg-night-900 px-4 py-3 text-base text-mist placeholder:text-mist-muted/70';

export interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with an optional hint tied to it by aria-describedby (pass `${id}-hint`). */
export function Field({ id, label, hint, children }: FieldProps) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-mist-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClass, className)} {...props} />;
}
