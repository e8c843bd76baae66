'use client';

import { HoverCard } from '@/components/ui/hover-card';
import { Icon } from '@/components/ui/icons';
import { format } from '@/lib/format';
import { expectedCardCount, readingTypes, type ReadingType } from '@/lib/tarot/spreads';
import { cn } from '@/lib/utils';
import type { ReadingTexts } from './texts';

export interface OptionTilesProps {
  options: readonly ReadingType[];
  value: ReadingType;
  onChange: (type: ReadingType) => void;
  texts: Pick<ReadingTexts, 'types' | 'reading'>;
}

/** The reading styles to choose from, as a radio group with hover descriptions. */
export function OptionTiles({ options, value, onChange, texts }: OptionTilesProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{texts.reading.chooseType}</legend>
      {options.map((option, index) => {
        const type = texts.types[option];
        const count = String(expectedCardCount(option)) as keyof typeof texts.types.cardCount;
        const checked = option === value;
        return (
          <HoverCard
            key={option}
            infoLabel={format(texts.reading.aboutType, { label: type.label })}
            // Two tiles side by side: each description opens below its tile, from the tile's outer edge.
            position="bottom"
            alignment={index === 0 ? 'start' : 'end'}
            content={<p className="leading-relaxed text-mist">{type.description}</p>}
          >
            <label
              className={cn(
                'flex h-full cursor-pointer items-center gap-4 rounded-2xl border bg-night-900/85 p-5 pr-12 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold',
                checked ? 'border-gold shadow-[0_0_24px_rgb(243_207_122/0.25)]' : 'border-violet/25 hover:border-violet/60',
              )}
            >
              <input
                type="radio"
                name="reading-type"
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              <Icon name={readingTypes[option].icon} className="size-9 shrink-0 text-violet" />
              <span>
                <span className="block font-display text-lg font-semibold text-gold">{type.label}</span>
                <span className="block text-sm text-mist-muted">{texts.types.cardCount[count]}</span>
              </span>
            </label>
          </HoverCard>
        );
      })}
    </fieldset>
  );
}
