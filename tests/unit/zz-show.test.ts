import { it } from 'vitest';
import { tarotTexts } from '@/lib/tarot/catalog';
import { localReading } from '@/lib/tarot/local-reading';
import { miniLoveReading } from '@/lib/tarot/mini-love';
it('shows', () => {
  const locale = (process.env.SHOW ?? 'en') as 'en';
  const q = { en: ['Will I meet someone soon?', 'Do we have a future together?'], es: ['¿Conoceré pronto a alguien?', '¿Tenemos futuro juntos?'], it: ['Incontrerò presto l’amore?', 'Questa persona è giusta per me?'] }[locale];
  const t = tarotTexts[locale];
  const out = [
    localReading({ cards: ['the-fool', 'the-lovers', 'the-star'], type: 'past-present-future', locale }, t),
    localReading({ cards: ['the-empress', 'the-chariot', 'the-lovers', 'the-tower', 'temperance'], type: 'relationship', question: q[1], locale }, t),
    localReading({ cards: ['the-hermit'], type: 'quick-insight', question: q[0], locale }, t),
    localReading({ cards: ['death', 'the-sun', 'justice', 'the-world'], type: 'career-path', question: 'x', locale }, t),
    miniLoveReading(['the-moon', 'the-lovers', 'the-hermit', 'strength'], t),
  ];
  console.log(out.join('\n\n=====\n\n'));
});
