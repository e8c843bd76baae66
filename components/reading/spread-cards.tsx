import type { getMessages } from 'next-intl/server';
import { cardLink } from '@/lib/routes/card-sections';
import { cardPath } from '@/lib/routes/paths';
import { cn } from '@/lib/utils';
import { PositionLegend, SlotLabel, withTag } from './spread-labels';
import { isAcross, LiftToggle, SlotNumber, slotStyle, SpreadList } from './spread-layout';
import { ReversedTag } from './tarot-card';
import type { Locale } from '@/lib/i18n/routing';
import { cardById, CARD_IMAGE_SIZE, type CardId } from '@/lib/tarot/deck';
import { layoutOf, positionsOf, type ReadingType } from '@/lib/tarot/spreads';

export interface SpreadCardsProps {
  locale: Locale;
  cards: readonly CardId[];
  /** Position by position, whether the card lies reversed. */
  reversed?: readonly boolean[];
  type: ReadingType;
  messages: Awaited<ReturnType<typeof getMessages>>;
  title: string;
}

/**
 * A spread's cards face up in their positions, laid out as the reading laid them, each name
 * leading to the card's page (a plain link: Back finds this page in the browser's cache).
 * Rendered on the server, so the page never jumps when they arrive.
 */
export function SpreadCards({ locale, cards, reversed, type, messages, title }: SpreadCardsProps) {
  const tag = (index: number) => reversed?.[index] === true && messages.Reading.reversedTag;
  const positions = positionsOf(type);
  const labels = messages.ReadingTypes[type].positions as Record<string, string>;
  const generic = ('generic' in messages.ReadingTypes[type] ? messages.ReadingTypes[type].generic : {}) as Record<string, string>;
  const layout = layoutOf(type);
  const nameLink = (id: CardId, index: number) => (
    <a
      href={cardLink(cardPath(id, locale), Boolean(tag(index)))}
      className="inline-block rounded py-1 underline decoration-gold/40 underline-offset-4 hover:decoration-gold"
    >
      {messages.Cards[id].name}
    </a>
  );
  return (
    <section aria-labelledby="spread-cards" className="mt-8" data-spread>
      <h2 id="spread-cards" className="sr-only">
        {title}
      </h2>
      <SpreadList layout={layout} count={cards.length} aside={<LiftToggle label={messages.Reading.liftCrossing} />}>
        {cards.map((id, index) => {
          const card = messages.Cards[id];
          const turned = tag(index);
          const label = labels[positions[index]!.key] ?? '';
          const across = isAcross(layout, index);
          return (
            <li key={id} style={slotStyle(layout, index)} data-across={across || undefined} className="flex flex-col text-center">
              {layout === 'celtic' ? (
                <SlotNumber index={index} label={label} across={across} />
              ) : (
                <SlotLabel layout={layout} index={index} label={<PositionName own={label} generic={generic[positions[index]!.key]} />} />
              )}
              <img
                src={cardById(id).image}
                {...CARD_IMAGE_SIZE}
                alt={withTag(card.alt, turned)}
                fetchPriority={index === 0 ? 'high' : undefined}
                className={cn('h-auto w-full rounded-xl shadow-lg', turned && 'rotate-180')}
                data-card
                data-reversed={turned ? true : undefined}
              />
              {layout !== 'celtic' && (
                <p className="mt-2 font-display text-sm font-semibold leading-tight text-gold md:text-base">
                  {nameLink(id, index)}
                  {turned && <ReversedTag tag={turned} />}
                </p>
              )}
              {layout === 'row' && (
                <p className="mt-1 text-xs text-mist-muted md:text-sm">{turned ? card.reversed.keywords : card.keywords}</p>
              )}
            </li>
          );
        })}
      </SpreadList>
      {layout === 'celtic' && (
        <PositionLegend
          labels={positions.map((position) => labels[position.key] ?? '')}
          names={cards.map((id, index) => (
            <>
              {nameLink(id, index)}
              {tag(index) && ` (${tag(index)})`}
            </>
          ))}
        />
      )}
    </section>
  );
}

/**
 * A position's label on a page rendered before the question is known: as the spread names it and,
 * where it has one, as read for a question off its subject, shown under an `off-subject` mark.
 */
function PositionName({ own, generic }: { own: string; generic: string | undefined }) {
  if (!generic || generic === own) return own;
  return (
    <>
      <span className="group-data-[off-subject]/reading:hidden">{own}</span>
      <span className="hidden group-data-[off-subject]/reading:inline">{generic}</span>
    </>
  );
}
