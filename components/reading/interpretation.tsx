'use client';

import { cn } from '@/lib/utils';
import { Consulting } from './consulting';
import { ReadingText } from './reading-text';
import type { ReadingTexts } from './texts';
import type { Generation } from './use-generation';

export interface InterpretationProps {
  title: string;
  generation: Generation;
  texts: Pick<ReadingTexts, 'full' | 'fallback'>;
  /** Keep the room of a typical reading from the first paint, so its text pushes nothing in view. */
  reserve?: boolean;
}

/** The interpretation box: a skeleton while the cosmic forces are consulted, then the text fading in. */
export function Interpretation({ title, generation, texts, reserve = false }: InterpretationProps) {
  return (
    <section aria-labelledby="interpretation-title" className="rounded-3xl border border-violet/30 bg-night-900/90 p-6 sm:p-8">
      <h2 id="interpretation-title" className="text-2xl font-semibold text-gold">
        {title}
      </h2>
      <div
        className={cn('mt-5', reserve && 'min-h-[36rem] sm:min-h-[26rem]')}
        aria-busy={generation.status === 'waiting' || generation.status === 'streaming'}
      >
        {generation.status === 'waiting' && (
          <div>
            <Consulting label={texts.full.consulting} />
            <div aria-hidden="true" className="mt-5 space-y-3">
              {[92, 100, 84, 96, 70].map((width, index) => (
                <div key={index} className="h-4 animate-pulse rounded-full bg-night-700" style={{ width: `${width}%` }} />
              ))}
            </div>
          </div>
        )}
        {(generation.status === 'streaming' || generation.status === 'done') && (
          <div className="text-reveal">
            <ReadingText text={generation.text} />
            {generation.status === 'done' && (
              <p className="mt-6 text-sm text-mist-muted">{generation.source === 'ai' ? texts.full.sourceAi : texts.full.sourceTemplate}</p>
            )}
          </div>
        )}
        {generation.status === 'failed' && <p role="alert">{texts.fallback.aligning}</p>}
      </div>
    </section>
  );
}
