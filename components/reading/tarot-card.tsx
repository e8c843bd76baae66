import { cardBackImage, cardById, CARD_IMAGE_SIZE, type CardId } from '@/lib/tarot/deck';
import type { CardText } from './card-text';
import { cardLink } from '@/lib/routes/card-sections';
import { cn } from '@/lib/utils';

export interface TarotCardProps {
  card: CardId;
  text: CardText;
  backAlt: string;
  faceUp: boolean;
  /** Drawn upside down: its face shows turned, and its alt text says so. */
  reversed?: boolean;
  /** The word a reversed card's name takes ("reversed"). */
  reversedTag?: string;
  className?: string;
  /** Above-the-fold cards load eagerly. */
  priority?: boolean;
}

/** A card that turns from its back to its face (a cross-fade under reduced motion). */
export function TarotCard({ card, text, backAlt, faceUp, reversed = false, reversedTag, className, priority = false }: TarotCardProps) {
  const loading = priority ? 'eager' : 'lazy';
  return (
    <div className={cn('card-flip', className)} data-face-up={faceUp} data-reversed={reversed || undefined}>
      <div className="card-flip-inner">
        <img
          src={cardBackImage}
          {...CARD_IMAGE_SIZE}
          alt={faceUp ? '' : backAlt}
          aria-hidden={faceUp}
          loading={loading}
          decoding="async"
          className="card-face card-face-back h-auto w-full rounded-xl"
        />
        <img
          src={cardById(card).image}
          {...CARD_IMAGE_SIZE}
          alt={faceUp ? (reversed ? `${text.alt} (${reversedTag})` : text.alt) : ''}
          aria-hidden={!faceUp}
          loading={loading}
          decoding="async"
          className="card-face card-face-front h-auto w-full rounded-xl"
        />
      </div>
    </div>
  );
}

/**
 * A revealed card's name, linking to its page (at its Reversed section when it lies reversed). A plain link, not a client-side navigation: the
 * reading page stays in the browser's back/forward cache, and a page the browser dropped lays
 * the same reading out again from this tab's storage (use-kept-table.ts).
 */
export function CardNameLink({ text, reversedTag, className }: { text: CardText; reversedTag?: string; className?: string }) {
  return (
    <>
      <a
        href={cardLink(text.path, Boolean(reversedTag))}
        className={cn('inline-block rounded py-1 underline decoration-gold/40 underline-offset-4 hover:decoration-gold', className)}
      >
        {text.name}
      </a>
      {reversedTag && <ReversedTag tag={reversedTag} />}
    </>
  );
}

/** The mark under a reversed card's name. */
export function ReversedTag({ tag }: { tag: string }) {
  return (
    <span className="block font-sans text-xs font-normal uppercase tracking-wider text-violet" data-reversed-tag>
      {tag}
    </span>
  );
}
