import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface InvitationProps {
  title: string;
  text: string;
  /** The first is the main way in; the others are outlined. */
  links: readonly { href: string; label: string }[];
  className?: string;
}

/** A boxed invitation to start a reading of one's own, closing a page that is not one. */
export function Invitation({ title, text, links, className }: InvitationProps) {
  return (
    <section
      aria-labelledby="invitation"
      className={cn('mx-auto max-w-3xl rounded-3xl border border-gold/40 bg-night-900/80 p-6 text-center sm:p-8', className)}
    >
      <h2 id="invitation" className="font-display text-2xl font-semibold text-gold">
        {title}
      </h2>
      <p className="mt-3 text-mist-muted">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <a key={link.href} href={link.href} className={buttonVariants({ variant: index === 0 ? 'default' : 'outline' })}>
            {link.label}
          </a>
        ))}
      </div>
    </section>
  );
}
