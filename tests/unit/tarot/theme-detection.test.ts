import { describe, expect, it } from 'vitest';
import { questionTheme, signalsCrisis } from '@/lib/tarot/keywords';
import { compileKeywords, normalizeText } from '@/lib/tarot/theme-detection';

describe('theme detection', () => {
  it.each([
    ['Will I find love this year?', 'LOVE'],
    ['my career and my love life', 'LOVE'],
    ['Should I ask my boss for a promotion?', 'CAREER'],
    ['How can I take better care of my health?', 'HEALTH'],
    ['Will my savings be enough for a mortgage?', 'FINANCE'],
    ['How can I become more confident?', 'PERSONAL_GROWTH'],
    ['How will things go with my mother and my sister?', 'FAMILY'],
    ['What is my spiritual purpose?', 'SPIRITUAL'],
    ['Is it a good time for a trip abroad?', 'TRAVEL'],
    ['Should I choose the first offer or wait?', 'DECISION'],
    ['What does the universe want me to know?', 'SPIRITUAL'],
    ['', 'GENERAL'],
    ['   ', 'GENERAL'],
    ['What should I know?', 'GENERAL'],
  ])('%j is %s', (question, theme) => {
    expect(questionTheme(question)).toBe(theme);
  });

  it.each([
    ['¿Encontraré el amor este año?', 'LOVE'],
    ['¿Qué siente mi pareja por mí?', 'LOVE'],
    ['¿Conseguiré el trabajo que quiero?', 'CAREER'],
    ['¿Cómo va a ir mi salud?', 'HEALTH'],
    ['¿Me irá bien con el dinero?', 'FINANCE'],
    ['¿Debo hacer ese viaje a México?', 'TRAVEL'],
    ['MI RELACION CON MI NOVIO', 'LOVE'],
    ['relación', 'LOVE'],
  ])('understands Spanish, accents or not: %j is %s', (question, theme) => {
    expect(questionTheme(question)).toBe(theme);
  });

  it.each([
    ["Troverò l'amore quest'anno?", 'LOVE'],
    ['Cosa prova il mio fidanzato?', 'LOVE'],
    ['Riuscirò a cambiare lavoro?', 'CAREER'],
    ['Come andrà la mia salute?', 'HEALTH'],
    ['Riuscirò a pagare il mutuo?', 'FINANCE'],
    ['Quando partirò per il mio viaggio?', 'TRAVEL'],
    ['COME ANDRA CON MIA MADRE E MIO FRATELLO?', 'FAMILY'],
  ])('understands Italian, accents or not: %j is %s', (question, theme) => {
    expect(questionTheme(question)).toBe(theme);
  });

  it('matches whole words and stems, not fragments', () => {
    const pattern = compileKeywords(['love', 'romant*', 'self-harm']);
    expect(pattern.test(normalizeText('A romantic evening'))).toBe(true);
    expect(pattern.test(normalizeText('My glove is lost'))).toBe(false);
    expect(pattern.test(normalizeText('thoughts of self harm'))).toBe(true);
    expect(normalizeText('¿Qué TAL, Pérez?')).toBe(' que tal perez ');
  });
});

describe('crisis signals', () => {
  it.each(['I want to kill myself', 'Quiero quitarme la vida', 'Penso al suicidio', 'I have been self-harming'])(
    '%j is a crisis',
    (question) => {
      expect(signalsCrisis(question)).toBe(true);
    },
  );

  it.each(['Will I find love?', 'Is this job killing my creativity?', '', undefined])('%j is not', (question) => {
    expect(signalsCrisis(question)).toBe(false);
  });
});
