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
import { card as aceOfWands } from './ace-of-wands';
import { card as twoOfWands } from './two-of-wands';
import { card as threeOfWands } from './three-of-wands';
import { card as fourOfWands } from './four-of-wands';
import { card as fiveOfWands } from './five-of-wands';
import { card as sixOfWands } from './six-of-wands';
import { card as sevenOfWands } from './seven-of-wands';
import { card as eightOfWands } from './eight-of-wands';
import { card as nineOfWands } from './nine-of-wands';
import { card as tenOfWands } from './ten-of-wands';
import { card as pageOfWands } from './page-of-wands';
import { card as knightOfWands } from './knight-of-wands';
import { card as queenOfWands } from './queen-of-wands';
import { card as kingOfWands } from './king-of-wands';
import { card as aceOfCups } from './ace-of-cups';
import { card as twoOfCups } from './two-of-cups';
import { card as threeOfCups } from './three-of-cups';
import { card as fourOfCups } from './four-of-cups';
import { card as fiveOfCups } from './five-of-cups';
import { card as sixOfCups } from './six-of-cups';
import { card as sevenOfCups } from './seven-of-cups';
import { card as eightOfCups } from './eight-of-cups';
import { card as nineOfCups } from './nine-of-cups';
import { card as tenOfCups } from './ten-of-cups';
import { card as pageOfCups } from './page-of-cups';
import { card as knightOfCups } from './knight-of-cups';
import { card as queenOfCups } from './queen-of-cups';
import { card as kingOfCups } from './king-of-cups';
import { card as aceOfSwords } from './ace-of-swords';
import { card as twoOfSwords } from './two-of-swords';
import { card as threeOfSwords } from './three-of-swords';
import { card as fourOfSwords } from './four-of-swords';
import { card as fiveOfSwords } from './five-of-swords';
import { card as sixOfSwords } from './six-of-swords';
import { card as sevenOfSwords } from './seven-of-swords';
import { card as eightOfSwords } from './eight-of-swords';
import { card as nineOfSwords } from './nine-of-swords';
import { card as tenOfSwords } from './ten-of-swords';
import { card as pageOfSwords } from './page-of-swords';
import { card as knightOfSwords } from './knight-of-swords';
import { card as queenOfSwords } from './queen-of-swords';
import { card as kingOfSwords } from './king-of-swords';
import { card as aceOfPentacles } from './ace-of-pentacles';
import { card as twoOfPentacles } from './two-of-pentacles';
import { card as threeOfPentacles } from './three-of-pentacles';
import { card as fourOfPentacles } from './four-of-pentacles';
import { card as fiveOfPentacles } from './five-of-pentacles';
import { card as sixOfPentacles } from './six-of-pentacles';
import { card as sevenOfPentacles } from './seven-of-pentacles';
import { card as eightOfPentacles } from './eight-of-pentacles';
import { card as nineOfPentacles } from './nine-of-pentacles';
import { card as tenOfPentacles } from './ten-of-pentacles';
import { card as pageOfPentacles } from './page-of-pentacles';
import { card as knightOfPentacles } from './knight-of-pentacles';
import { card as queenOfPentacles } from './queen-of-pentacles';
import { card as kingOfPentacles } from './king-of-pentacles';

/** Every card's page text in English; a card missing here fails the type check. */
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
  'ace-of-wands': aceOfWands,
  'two-of-wands': twoOfWands,
  'three-of-wands': threeOfWands,
  'four-of-wands': fourOfWands,
  'five-of-wands': fiveOfWands,
  'six-of-wands': sixOfWands,
  'seven-of-wands': sevenOfWands,
  'eight-of-wands': eightOfWands,
  'nine-of-wands': nineOfWands,
  'ten-of-wands': tenOfWands,
  'page-of-wands': pageOfWands,
  'knight-of-wands': knightOfWands,
  'queen-of-wands': queenOfWands,
  'king-of-wands': kingOfWands,
  'ace-of-cups': aceOfCups,
  'two-of-cups': twoOfCups,
  'three-of-cups': threeOfCups,
  'four-of-cups': fourOfCups,
  'five-of-cups': fiveOfCups,
  'six-of-cups': sixOfCups,
  'seven-of-cups': sevenOfCups,
  'eight-of-cups': eightOfCups,
  'nine-of-cups': nineOfCups,
  'ten-of-cups': tenOfCups,
  'page-of-cups': pageOfCups,
  'knight-of-cups': knightOfCups,
  'queen-of-cups': queenOfCups,
  'king-of-cups': kingOfCups,
  'ace-of-swords': aceOfSwords,
  'two-of-swords': twoOfSwords,
  'three-of-swords': threeOfSwords,
  'four-of-swords': fourOfSwords,
  'five-of-swords': fiveOfSwords,
  'six-of-swords': sixOfSwords,
  'seven-of-swords': sevenOfSwords,
  'eight-of-swords': eightOfSwords,
  'nine-of-swords': nineOfSwords,
  'ten-of-swords': tenOfSwords,
  'page-of-swords': pageOfSwords,
  'knight-of-swords': knightOfSwords,
  'queen-of-swords': queenOfSwords,
  'king-of-swords': kingOfSwords,
  'ace-of-pentacles': aceOfPentacles,
  'two-of-pentacles': twoOfPentacles,
  'three-of-pentacles': threeOfPentacles,
  'four-of-pentacles': fourOfPentacles,
  'five-of-pentacles': fiveOfPentacles,
  'six-of-pentacles': sixOfPentacles,
  'seven-of-pentacles': sevenOfPentacles,
  'eight-of-pentacles': eightOfPentacles,
  'nine-of-pentacles': nineOfPentacles,
  'ten-of-pentacles': tenOfPentacles,
  'page-of-pentacles': pageOfPentacles,
  'knight-of-pentacles': knightOfPentacles,
  'queen-of-pentacles': queenOfPentacles,
  'king-of-pentacles': kingOfPentacles,
};
