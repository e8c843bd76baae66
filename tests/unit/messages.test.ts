import { describe, expect, it } from 'vitest';
import { withMinorArcana } from '@/lib/i18n/messages';
import enUi from '@/messages/en.json';
import esUi from '@/messages/es.json';
import itUi from '@/messages/it.json';
import enMinor from '@/messages/minor/en.json';
import esMinor from '@/messages/minor/es.json';
import itMinor from '@/messages/minor/it.json';

// Each language as the pages read it: the interface and the majors, with the minor arcana's file.
const en = withMinorArcana(enUi, enMinor);
const es = withMinorArcana(esUi, esMinor);
const it_ = withMinorArcana(itUi, itMinor);

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const catalogs = { en, es, it: it_ } as Record<string, Tree>;

describe('message catalogs', () => {
  const english = leaves(en as Tree)
    .map(([key]) => key)
    .sort();

  it('keeps the minor arcana, and only them, in their own file', () => {
    for (const minor of [enMinor, esMinor, itMinor])
      expect(Object.keys(minor.Cards).every((id) => /^\w+-of-(wands|cups|swords|pentacles)$/.test(id))).toBe(true);
    for (const ui of [enUi, esUi, itUi]) expect(Object.keys(ui.Cards)).toHaveLength(22);
  });

  it.each(Object.keys(catalogs))('%s has exactly the English keys, none empty', (locale) => {
    const entries = leaves(catalogs[locale]!);
    expect(entries.map(([key]) => key).sort()).toEqual(english);
    for (const [key, value] of entries) expect(value.trim(), key).not.toBe('');
  });

  it('quotes the product’s fixed texts exactly', () => {
    expect(en.NotFound.title).toBe('Oops! Page not found');
    expect(en.NotFound.home).toBe('Return to Home');
    expect(en.Themed.love.submit).toBe('Begin Love Reading');
    expect(en.Themed.daily.submit).toBe('Begin Daily Reading');
    expect(en.Themed.career.submit).toBe('Begin Career Reading');
    expect(en.Themed.travel.submit).toBe('Begin Travel Reading');
    expect(es.Themed.back).toBe('Volver');
    expect(it_.Themed.back).toBe('Indietro');
    expect(it_.FullReading.title).toBe('La Tua Lettura Completa');
    expect(it_.FullReading.back).toBe('Nuova Lettura');
    expect(en.FullReading.title).toBe('Your Tarot Reading');
    expect(en.Blog.createNew).toBe('Create New Article');
    expect(en.BlogArticle.back).toBe('Back to Blog');
  });

  it('translates what visitors read in Spanish and Italian', () => {
    const same = (a: Tree, b: Tree) => {
      const other = new Map(leaves(b));
      return leaves(a)
        .filter(([key, value]) => other.get(key) === value)
        .map(([key]) => key);
    };
    // Only names, dates, endonyms, the grammar data of card names and loanwords ('Privacy' and the editor's 'Link' in Italian)
    // may read the same in every language.
    const allowed =
      /^(Metadata\.siteName|Nav\.(brand|blog|menu|privacy|breadcrumbHome)|Privacy\.(metaTitle|title)|LocaleSwitcher\.(en|es|it)|Blog(Settings|Api)\.errorTitle|BlogEditor\.link|Cards\.[a-z-]+\.grammar\.(number|gender))$/;
    expect(same(es as Tree, en as Tree).filter((key) => !allowed.test(key))).toEqual([]);
    expect(same(it_ as Tree, en as Tree).filter((key) => !allowed.test(key))).toEqual([]);
  });
});
