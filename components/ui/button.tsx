import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        default: 'bg-gold text-night-950 hover:bg-gold-strong',
        outline: 'border border-violet/60 text-mist hover:bg-night-700',
        ghost: 'text-mist hover:bg-night-700',
        destructive: 'bg-danger text-night-950 hover:bg-danger/85',
        'destructive-outline': 'border border-danger/70 text-danger hover:bg-danger-bg',
      },
      size: {
        default: '',
        sm: 'min-h-9 px-4',
        icon: 'size-11 px-0',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/** A button in one of the site's styles; a link that looks like one uses `buttonVariants`. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
