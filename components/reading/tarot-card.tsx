import { cardBackImage, cardById, CARD_IMAGE_SIZE, type CardId } from '@/lib/tarot/deck';
import { cn } from '@/lib/utils';

export interface CardText {
  name: string;
  keywords: string;
  alt: string;
}

export interface TarotCardProps {
  card: CardId;
  text: CardText;
  backAlt: string;
  faceUp: boolean;
  className?: string;
  /** Above-the-fold cards load eagerly. */
  priority?: boolean;
}

/** A card that turns from its back to its face (a cross-fade under reduced motion). */
export function TarotCard({ card, text, backAlt, faceUp, className, priority = false }: TarotCardProps) {
  const loading = priority ? 'eager' : 'lazy';
  return (
    <div className={cn('card-flip', className)} data-face-up={faceUp}>
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
          alt={faceUp ? text.alt : ''}
          aria-hidden={!faceUp}
          loading={loading}
          decoding="async"
          className="card-face card-face-front h-auto w-full rounded-xl"
        />
      </div>
    </div>
  );
}
