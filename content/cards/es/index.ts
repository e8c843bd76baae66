import type { CardId } from '../../../lib/tarot/deck';
import type { CardContent } from '../card-content';
import { card as theFool } from './the-fool';
import { card as theMagician } from './the-magician';
import { card as theHighPriestess } from './the-high-priestess';
import { card as theEmpress } from './the-empress';
import { card as theEmperor } from './the-emperor';
import { card as theHierophant } from './the-hierophant';
import { card as theLovers } from './the-lovers';
import { card as theChariot } from './the-chariot';
import { card as strength } from './strength';
import { card as theHermit } from './the-hermit';
import { card as wheelOfFortune } from './wheel-of-fortune';
import { card as justice } from './justice';
import { card as theHangedMan } from './the-hanged-man';
import { card as death } from './death';
import { card as temperance } from './temperance';
import { card as theDevil } from './the-devil';
import { card as theTower } from './the-tower';
import { card as theStar } from './the-star';
import { card as theMoon } from './the-moon';
import { card as theSun } from './the-sun';
import { card as judgement } from './judgement';
import { card as theWorld } from './the-world';

/** Every card's page text in Spanish; a card missing here fails the type check. */
export const cards: Record<CardId, CardContent> = {
  'the-fool': theFool,
  'the-magician': theMagician,
  'the-high-priestess': theHighPriestess,
  'the-empress': theEmpress,
  'the-emperor': theEmperor,
  'the-hierophant': theHierophant,
  'the-lovers': theLovers,
  'the-chariot': theChariot,
  strength: strength,
  'the-hermit': theHermit,
  'wheel-of-fortune': wheelOfFortune,
  justice: justice,
  'the-hanged-man': theHangedMan,
  death: death,
  temperance: temperance,
  'the-devil': theDevil,
  'the-tower': theTower,
  'the-star': theStar,
  'the-moon': theMoon,
  'the-sun': theSun,
  judgement: judgement,
  'the-world': theWorld,
};
