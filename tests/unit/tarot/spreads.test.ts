import { describe, expect, it } from 'vitest';
import { tarotTexts } from '@/lib/tarot/catalog';
import {
  expectedCardCount,
  isYesNo,
  layoutOf,
  MAX_SPREAD_SIZE,
  meaningThemeFor,
  positionKinds,
  positionsOf,
  readingTypeIds,
  readingTypes,
  type ReadingType,
} from '@/lib/tarot/spreads';
import { defaultTypeFor, homeReadings, themedPages } from '@/lib/tarot/themed-pages';
import { positionLabel } from '@/lib/tarot/text';

// The reading types, their card counts and positions, exactly.
const spec: [ReadingType, number, string[]][] = [
  ['quick-insight', 1, ['Current Energy']],
  ['past-present-future', 3, ['Past', 'Present', 'Future']],
  ['relationship', 5, ['You', 'Partner', 'Dynamic', 'Challenges', 'Advice']],
  ['right-person', 4, ['About Them', 'Their Feelings', 'Challenges', 'Outcome']],
  ['daily-energy', 1, ['Current Energy']],
  ['morning-evening', 2, ['Morning', 'Evening']],
  ['career-path', 4, ['Current Position', 'Obstacles', 'Opportunities', 'Outcome']],
  ['work-environment', 3, ['You', 'Colleagues', 'Environment']],
  ['destination', 3, ['Ideal Location', 'Experience', 'Timing']],
  ['journey', 4, ['Preparation', 'The Journey', 'Destination', 'Return']],
  ['yes-no', 1, ['The Answer']],
  ['yes-no-three', 3, ['Where Things Stand', 'What Stands in the Way', 'Where It Leads']],
  ['card-of-the-day', 1, ["Today's Card"]],
  ['their-thoughts', 4, ['What They Think of You', "What They Feel but Don't Say", 'What They Intend to Do', 'Advice for You']],
  ['come-back', 4, ['What Ended It', 'What They Feel Now', 'What Is Possible', 'Advice for You']],
  [
    'celtic-cross',
    10,
    [
      'The Heart of the Matter',
      'What Crosses It',
      'The Root',
      'The Recent Past',
      'What Could Be',
      'The Near Future',
      'You',
      'Those Around You',
      'Hopes and Fears',
      'The Outcome',
    ],
  ],
  ['five-card-cross', 5, ['The Situation', 'In Your Favour', 'Against You', 'The Advice', 'The Outcome']],
];

describe('reading types', () => {
  it('are the reading types', () => {
    expect(readingTypeIds.sort()).toEqual(spec.map(([type]) => type).sort());
  });

  it.each(spec)('%s expects %i cards with positions %j', (type, count, positions) => {
    expect(expectedCardCount(type)).toBe(count);
    const keys = positionsOf(type).map((position) => position.key);
    expect(keys.map((key) => positionLabel(tarotTexts.en, type, key))).toEqual(positions);
    for (const locale of ['es', 'it'] as const) {
      const labels = keys.map((key) => positionLabel(tarotTexts[locale], type, key));
      expect(labels.every((label) => label.trim().length > 0)).toBe(true);
      expect(labels.join()).not.toBe(positions.join());
    }
  });

  it('expect 3 cards for an unknown type', () => {
    expect(expectedCardCount('tree-of-life')).toBe(3);
    expect(expectedCardCount('')).toBe(3);
  });

  it('read love, career and travel spreads with those themes, others with the question theme', () => {
    expect(meaningThemeFor('career-path', 'LOVE')).toBe('CAREER');
    expect(meaningThemeFor('work-environment', 'GENERAL')).toBe('CAREER');
    expect(meaningThemeFor('destination', 'FAMILY')).toBe('TRAVEL');
    expect(meaningThemeFor('journey', 'LOVE')).toBe('TRAVEL');
    expect(meaningThemeFor('relationship', 'HEALTH')).toBe('LOVE');
    expect(meaningThemeFor('right-person', 'GENERAL')).toBe('LOVE');
    expect(meaningThemeFor('past-present-future', 'HEALTH')).toBe('HEALTH');
    expect(meaningThemeFor('their-thoughts', 'GENERAL')).toBe('LOVE');
    expect(meaningThemeFor('come-back', 'CAREER')).toBe('LOVE');
    expect(meaningThemeFor('yes-no', 'CAREER')).toBe('CAREER');
    expect(meaningThemeFor('celtic-cross', 'FAMILY')).toBe('FAMILY');
  });

  it('have a label, a description and three suggestions in every language', () => {
    for (const text of Object.values(tarotTexts)) {
      for (const type of readingTypeIds) {
        const entry = text.ReadingTypes[type];
        expect(entry.label.length).toBeGreaterThan(3);
        expect(entry.description.length).toBeGreaterThan(20);
        expect(Object.values(entry.suggestions)).toHaveLength(3);
      }
      expect(Object.keys(text.ReadingTypes.cardCount)).toEqual(['1', '2', '3', '4', '5', '10']);
    }
  });
});

describe('spread layouts', () => {
  it('lay the crosses as crosses and every other spread in a row', () => {
    expect(layoutOf('celtic-cross')).toBe('celtic');
    expect(layoutOf('five-card-cross')).toBe('cross');
    for (const type of readingTypeIds.filter((type) => !type.endsWith('cross'))) expect(layoutOf(type)).toBe('row');
    expect(MAX_SPREAD_SIZE).toBe(10);
  });

  it('give a challenge position to every spread that weighs one', () => {
    const challenges = (type: ReadingType) => positionsOf(type).filter((position) => position.kind === 'obstacle').length;
    expect(challenges('yes-no-three')).toBe(1);
    expect(challenges('celtic-cross')).toBe(1);
    expect(challenges('five-card-cross')).toBe(1);
    expect(positionsOf('yes-no-three')[1]!.kind).toBe('obstacle');
    expect(readingTypeIds.filter(isYesNo).sort()).toEqual(['yes-no', 'yes-no-three']);
  });

  it('read each position as what it asks of its card, and only the spreads about another person read their mind', () => {
    const kinds = (type: ReadingType) => positionsOf(type).map((position) => position.kind);
    expect(kinds('past-present-future')).toEqual(['past', 'present', 'future']);
    expect(kinds('relationship')).toEqual(['present', 'feelings', 'present', 'obstacle', 'advice']);
    expect(kinds('their-thoughts')).toEqual(['thoughts', 'feelings', 'intent', 'advice']);
    expect(kinds('come-back')).toEqual(['ended', 'apart', 'possible', 'advice']);
    expect(kinds('destination')).toEqual(['present', 'present', 'timing']);
    expect(kinds('career-path')).toEqual(['present', 'obstacle', 'favour', 'future']);
    expect(kinds('work-environment')).toEqual(['present', 'around', 'around']);
    const aboutThem = readingTypeIds.filter((type) => positionsOf(type).some((position) => positionKinds[position.kind] === 'other'));
    expect(aboutThem.sort()).toEqual(['come-back', 'relationship', 'right-person', 'their-thoughts']);
    // Every kind of position is used by some spread.
    expect(new Set(readingTypeIds.flatMap(kinds))).toEqual(new Set(Object.keys(positionKinds)));
  });
});

describe('themed pages', () => {
  it('offer their types, with their defaults', () => {
    expect(themedPages.yesNo.options).toEqual(['yes-no', 'yes-no-three']);
    expect(themedPages.dayCard.options).toEqual(['card-of-the-day']);
    expect(themedPages.thinking.options).toEqual(['their-thoughts']);
    expect(themedPages.comeBack.options).toEqual(['come-back']);
    expect(themedPages.cross.options).toEqual(['celtic-cross', 'five-card-cross']);
    expect(themedPages.love.options).toEqual(['relationship', 'right-person']);
    expect(themedPages.daily.options).toEqual(['daily-energy', 'morning-evening']);
    expect(themedPages.career.options).toEqual(['career-path', 'work-environment']);
    expect(themedPages.travel.options).toEqual(['destination', 'journey']);
    expect(defaultTypeFor(themedPages.love, 'en')).toBe('relationship');
    expect(defaultTypeFor(themedPages.daily, 'es')).toBe('daily-energy');
    expect(defaultTypeFor(themedPages.career, 'it')).toBe('career-path');
    expect(defaultTypeFor(themedPages.travel, 'en')).toBe('destination');
    expect(defaultTypeFor(themedPages.travel, 'es')).toBe('destination');
    expect(defaultTypeFor(themedPages.travel, 'it')).toBe('journey');
  });

  it('home offers a quick insight or past-present-future, three cards by default', () => {
    expect(homeReadings.options).toEqual(['quick-insight', 'past-present-future']);
    expect(defaultTypeFor(homeReadings, 'it')).toBe('past-present-future');
  });
});

describe('spread icons', () => {
  it('gives every spread an icon of its own', () => {
    const icons = readingTypeIds.map((type) => readingTypes[type].icon);
    expect(new Set(icons).size).toBe(icons.length);
  });
});
