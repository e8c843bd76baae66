import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import type { SpreadLayout } from '@/lib/tarot/spreads';

/**
 * The Celtic cross's key: its ten cards show their numbers, and the positions are named here in
 * reading order (the cross, then the staff from the bottom up), with each card once it is known
 * (a card still face down keeps its name's room, so the key does not move as the cards turn).
 */
export function PositionLegend({
  labels,
  names,
  concealed,
}: {
  labels: readonly string[];
  names: readonly ReactNode[];
  concealed?: readonly boolean[];
}) {
  return (
    <ol data-spread-key className="mx-auto mt-3 grid max-w-2xl gap-x-6 gap-y-0.5 text-sm text-mist-muted sm:grid-cols-2">
      {labels.map((label, index) => (
        <li key={index} className="flex gap-2">
          <span aria-hidden="true" className="w-5 shrink-0 text-right font-semibold text-violet">
            {index + 1}
          </span>
          <span>
            {label}
            {names[index] && (
              <span className={cn('text-gold', concealed?.[index] && 'invisible')} aria-hidden={concealed?.[index] || undefined}>
                {' '}
                · {names[index]}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * A slot's position above its card: its number in the Celtic cross while picking (the key names it), else its
 * name on two lines kept for every label so the cards of a row line up (small while picking).
 */
export function SlotLabel({
  layout,
  compact = false,
  index,
  label,
}: {
  layout: SpreadLayout;
  compact?: boolean;
  index: number;
  label: ReactNode;
}) {
  return layout === 'celtic' ? (
    <p className="mb-1 text-center text-xs font-semibold text-violet">
      <span aria-hidden="true">{index + 1}</span>
      <span className="sr-only">{label}</span>
    </p>
  ) : (
    <p
      className={cn(
        'mb-1.5 flex min-h-[2.5em] items-end justify-center font-semibold leading-tight text-violet',
        compact ? 'text-[0.6875rem]' : 'text-xs uppercase tracking-wider md:text-sm',
      )}
    >
      {label}
    </p>
  );
}

/** A card's name with its reversed mark, when it lies reversed. */
export function withTag(name: string, tag: string | false | undefined): string {
  return tag ? `${name} (${tag})` : name;
}

/** A spread's labels by position key: its generic ones for a question off its subject, where it has them. */
export function spreadLabels(type: { positions: object; generic?: object }, offSubject: boolean): Record<string, string> {
  return (offSubject && type.generic ? type.generic : type.positions) as Record<string, string>;
}
