import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={3}
      className={cn(
        'w-full rounded-2xl border border-violet/40 bg-night-900 p-4 text-base text-mist placeholder:text-mist-muted/70',
        className,
      )}
      {...props}
    />
  );
}
