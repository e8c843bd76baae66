import type { CSSProperties, ReactNode } from 'react';
import { laidOut, spreadShapes } from '@/lib/tarot/spread-layout';
import type { SpreadLayout } from '@/lib/tarot/spreads';
import { cn } from '@/lib/utils';

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

const celtic = laidOut(spreadShapes.celtic);

/**
 * A spread's list of cards laid as readers lay it: a row (wrapping on a phone), the five-card
 * cross on a grid, the Celtic cross to scale in a box that fits the screen's width and height,
 * with `aside` (its lift toggle) in the free corner beside card 3. While picking (`compact`)
 * every spread is a small row.
 */
export function SpreadList({
  layout,
  count,
  compact = false,
  className,
  aside,
  children,
}: {
  layout: SpreadLayout;
  count: number;
  compact?: boolean;
  className?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const list = (
    <ol
      data-count={count}
      data-layout={layout === 'row' ? undefined : layout}
      data-compact={compact || undefined}
      style={{ '--count': count } as CSSProperties}
      className={cn('spread', className)}
    >
      {children}
    </ol>
  );
  if (compact || layout !== 'celtic') return list;
  const corner = celtic.cards[2]!;
  return (
    <div className="spread-box" style={{ '--spread-w': celtic.width, '--spread-h': celtic.height } as CSSProperties}>
      {list}
      {aside && (
        <div
          className="absolute left-0 flex justify-center"
          style={{ top: percent(corner.top, celtic.height), width: percent(corner.left - 0.1, celtic.width) }}
        >
          {aside}
        </div>
      )}
    </div>
  );
}

/** Where the card at `index` lies in its spread (nothing to say for a row, or while picking). */
export function slotStyle(layout: SpreadLayout, index: number, compact = false): CSSProperties | undefined {
  if (compact || layout === 'row') return undefined;
  if (layout === 'cross') {
    const place = spreadShapes.cross.places[index]!;
    return { gridColumn: place.column + 1, gridRow: place.row + 1 };
  }
  const card = celtic.cards[index]!;
  return {
    left: percent(card.left, celtic.width),
    top: percent(card.top, celtic.height),
    width: percent(1, celtic.width),
    zIndex: card.layer,
  };
}

/** The Celtic cross's crossing card (2) lies over card 1 until lifted: a checkbox, so it works without script too. */
export function isAcross(layout: SpreadLayout, index: number, compact = false) {
  return !compact && layout === 'celtic' && celtic.cards[index]!.across;
}

export function LiftToggle({ label }: { label: string }) {
  return (
    <label className="flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border border-violet/30 p-2 text-center text-xs leading-snug text-mist hover:border-gold/60 md:max-w-32 md:text-sm">
      <input type="checkbox" data-lift className="size-4 accent-gold" />
      {label}
    </label>
  );
}

/** A card's number in the Celtic cross, on its corner (the key beside the spread names it). */
export function SlotNumber({ index, label, across }: { index: number; label: string; across: boolean }) {
  return (
    <span
      className={cn(
        'absolute left-0.5 top-0.5 z-10 grid size-5 place-items-center rounded-full bg-night-950/85 text-[0.6875rem] font-semibold text-gold md:left-1 md:top-1 md:size-6 md:text-xs',
        across && '-rotate-90',
      )}
    >
      <span aria-hidden="true">{index + 1}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
