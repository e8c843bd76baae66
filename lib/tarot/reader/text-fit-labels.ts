import type { CardId } from '../deck';
import type { Locale } from '../../i18n/routing';

/**
 * Where each card text reads as written for another situation than the question's, by the situations' letters
 * (see `Situation`): "future:MCT rev.love:W". Labelled by readers from the English texts.
 */
export const outOfPlaceByText: Partial<Record<CardId, string>> = {
  'the-fool':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFT TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXTJR possible:MCPWFTJ other:WR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXTR rev.possible:MCPWFTJ rev.thoughts:WR rev.other:WR rev.apart:CPWR rev.ended:MCPWFTJR',
  'the-magician':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXTJR possible:MFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:FTJ rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJR',
  'the-high-priestess':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXTJR possible:MCPWFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJ rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJR',
  'the-empress':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:CXWFTJ adviceWork:MCPXJR possible:MCPWFTJ thoughts:W other:W intent:CXW single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.intent:XW rev.apart:CW rev.ended:MCPWFTJR',
  'the-emperor':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXFJR possible:MCPWFTJ thoughts:R other:WR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXFR rev.possible:MFTJ rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR rev.advice:MCXT',
  'the-hierophant':
    'LOVE:MWFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXFJR possible:MFTJ thoughts:WR other:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXR rev.possible:MFTJ rev.thoughts:W rev.other:WR rev.intent:WR rev.apart:CW rev.ended:MCPWFTJR',
  'the-lovers':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ thoughts:W other:WR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:WFTJ rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.other:WR rev.intent:WR rev.apart:CPWR rev.ended:MCPWFTJR',
  'the-chariot':
    'LOVE:WFTJR CAREER:MCPXFJR FINANCE:MCPXTR FAMILY:MCXWFT TRAVEL:MCPXWFTR adviceBond:MWFTJ possible:MPFTJ other:WR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.thoughts:W rev.other:WR rev.apart:CPWR rev.ended:MCPWFTJR',
  strength:
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXR possible:MFTJ other:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXJR rev.travel:MCPXWFTR rev.adviceWork:MCPXR rev.possible:MFTJ rev.apart:CW rev.ended:MCPWFTJR',
  'the-hermit':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXTJR possible:MCPWFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXTJR rev.possible:MPFTJ rev.thoughts:W rev.apart:CPW rev.ended:MCPWFTJR',
  'wheel-of-fortune':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:WFTJ adviceWork:MCPXFTJR possible:MCPWFTJ thoughts:WR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.thoughts:CW rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR',
  justice:
    'LOVE:MWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXR possible:MFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.thoughts:C rev.other:C rev.apart:CPWR rev.ended:MCPWFTJR rev.favour:MCPXTJ',
  'the-hanged-man':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR possible:MCPWFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.possible:MFTJ rev.ended:MCPWFTJR',
  death:
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ other:WR intent:W rev.adviceBond:PWFTJ rev.possible:CPT rev.other:W',
  temperance:
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXJR rev.travel:MCPXWFTR rev.apart:W rev.ended:MCPWFTJR adviceBond:MWFTJ adviceWork:MCPXJR possible:MCPWFTJ other:W rev.adviceBond:WFTJ rev.adviceWork:MCPXJR rev.possible:MCPWFTJ rev.advice:CXJR',
  'the-devil':
    'LOVE:WFTJR CAREER:MCPXTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MCWFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJR possible:MCPWFTJ thoughts:WR other:WR intent:WR rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.thoughts:WR rev.other:WR rev.favour:CPXWTJR',
  'the-tower':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MCPWFTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJ possible:MCPWFTJ rev.adviceBond:MCPWFTJ rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.other:C rev.intent:C',
  'the-star':
    'LOVE:PWFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ other:W rev.adviceBond:WFT rev.adviceWork:MCPXTJR rev.possible:MFTJ rev.other:W',
  'the-moon':
    'LOVE:MWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJ adviceWork:MCPXTR possible:MCPWFTJ other:W rev.possible:MCPWFTJ',
  'the-sun':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.ended:MCPWFTJR adviceBond:FT adviceWork:MCPXFTJR possible:MCPWFTJ rev.adviceWork:MCPXJR rev.possible:MCPWFTJ',
  judgement:
    'LOVE:MCPWFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ other:W rev.adviceBond:MWFTJ rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ',
  'the-world':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:WFTJ adviceWork:MCPXFTJR possible:MCPWFTJ intent:W rev.adviceBond:MWFTJ rev.adviceWork:MCPXR rev.possible:MCPWFTJ',
  'ace-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.travel:MCPXWFTR rev.apart:WR rev.ended:MCPWFTJR adviceBond:FTJ adviceWork:MCPXFTJR possible:MWFTJ thoughts:WR other:WR intent:WR rev.adviceBond:WFTJ rev.adviceWork:MCPXR rev.possible:MPFTJ advice:CPXR',
  'two-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:WFTJ adviceWork:MCPXFTJR possible:MFTJ other:WR rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.other:WR',
  'three-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTR rev.travel:MCPXWFTR rev.apart:W rev.ended:MCPWFTJR adviceBond:WFTJ adviceWork:MCPXFTJR possible:MCPWFTJ thoughts:WR other:WR rev.adviceBond:MWFTJ rev.adviceWork:MCPXTR rev.possible:MCPWFTJ rev.thoughts:WR rev.other:W',
  'four-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:WFTJ possible:MCPWFTJ other:W rev.adviceBond:MWFTJ rev.possible:MCPWFTJ rev.other:W',
  'five-of-wands':
    'LOVE:MT CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MFTJ adviceWork:MCPXFTJR possible:MFTJ other:W intent:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MT rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MFTJ rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.thoughts:C rev.ended:MCPWFTJR advice:MC',
  'six-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MCFTJ intent:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MFTJ rev.thoughts:W rev.other:W rev.intent:W rev.apart:CPWR rev.ended:MCPWFTJR advice:CX rev.advice:CX',
  'seven-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MFTJ adviceWork:MCPXFTJR possible:MFTJ single:PXWFTJR ended:MCPWFTJR rev.love:FTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXFTJR rev.possible:MFTJ rev.ended:MCPWFTJR',
  'eight-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MFTJ other:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:FTJ rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXTJR rev.possible:MCPFTJ rev.ended:MCPWFTJR',
  'nine-of-wands':
    'LOVE:WFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FTJ adviceWork:MCPXFTJR possible:MCPFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXFTJR rev.possible:MFTJ rev.ended:MCPWFTJR',
  'ten-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MFTJ adviceWork:MCPXFTJR possible:MFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MCXFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.thoughts:C rev.apart:CPWR rev.ended:MCPWFTJR rev.advice:MCX',
  'page-of-wands':
    'LOVE:WFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FT adviceWork:MCPXFJR possible:FTJ thoughts:W other:W intent:W single:CPXWFTJR apart:PW ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceBond:WFTJ rev.adviceWork:MCPXFJR rev.possible:MCPFTJ rev.other:W rev.ended:MCPWFTJR',
  'knight-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FT adviceWork:MCPXFTJR possible:MCPFTJ other:W single:CPXWFTJR apart:PW ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MFTJ rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.other:W rev.apart:WR rev.ended:MCPWFTJR',
  'queen-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXFTJR possible:MCPFTJ other:W intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.other:W rev.intent:W rev.apart:PW rev.ended:MCPWFTJR',
  'king-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FT adviceWork:MCPXFTJR possible:MFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MCFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXFTJR rev.possible:MFTJ rev.apart:CPWR rev.ended:MCPWFTJR',
  'ace-of-cups':
    'LOVE:WFTJ CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MCPFTJ other:W intent:W single:CPXWFTJR apart:PW ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.other:W rev.intent:W rev.ended:MCPWFTJR',
  'two-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR GENERAL:FT adviceBond:MFTJ adviceWork:MCPXFTJR possible:MCPFTJ other:W intent:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:FTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MFTJ rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.ended:MCPWFTJR',
  'three-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MCPFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MPFTJ rev.apart:CPWR rev.ended:MCPWFTJR',
  'four-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:WFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXR rev.adviceBond:WFT rev.adviceWork:MCPXFTJR rev.possible:MFTJ rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR',
  'five-of-cups':
    'LOVE:PWFTJR CAREER:P FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR GENERAL:P PERSONAL_GROWTH:P adviceBond:MCPWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ thoughts:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.meaning:P rev.love:PWFTJR rev.travel:MCPXWFTR rev.adviceBond:PWFTJ rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.thoughts:CP rev.other:W rev.intent:CP rev.apart:CPWR rev.ended:MCPWFTJR',
  'six-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MCXWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ thoughts:C other:W intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFJR rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJR',
  'seven-of-cups':
    'LOVE:WFTJR CAREER:MCPXR FINANCE:MCPXTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FTJ adviceWork:MCPXR possible:MCPWFTJ thoughts:W other:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXJR rev.possible:MFTJ rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR',
  'eight-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFT TRAVEL:MCPXWFTR adviceBond:MCWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ other:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MCWFTJ rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.intent:C rev.apart:CPWR rev.ended:MCPWFTJR',
  'nine-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXR possible:MCPWFTJ thoughts:W other:W intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR rev.meaning:CX rev.future:CPXTR rev.favour:CPXTR rev.advice:MCPXWTJR',
  'ten-of-cups':
    'LOVE:MCXWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MCXWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MCWFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.intent:W rev.apart:CPWR rev.ended:MCPWFTJR',
  'page-of-cups':
    'LOVE:WFTJR CAREER:MCPXR FINANCE:MCPXTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FTJ adviceWork:MCPXR possible:PWFTJR thoughts:W other:W intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXFJR rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.intent:W rev.apart:CPWR rev.ended:MCPWFTJR',
  'knight-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:WFTJ adviceWork:MCPXTR possible:FTJ thoughts:W other:W intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTR rev.travel:MCPXWFTR rev.adviceWork:MCPXTR rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR',
  'queen-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MCPWFTJ other:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MPWFTJ rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR',
  'king-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:WFTJ adviceWork:MCPXFTJR possible:MCPWFTJ other:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJR',
  'ace-of-swords':
    'LOVE:WFTJ CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXJR possible:MCPWFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MWFTJ rev.work:MCPXTR rev.travel:MCPXWFTR rev.adviceWork:MCPXTR rev.possible:MFTJ rev.apart:CPWR rev.ended:MCPWFTJR',
  'two-of-swords':
    'LOVE:WFTJ FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ possible:MPFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:FTJ rev.possible:MPFTJ rev.apart:CPWR rev.ended:MCPWFTJR',
  'three-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWTJ TRAVEL:MCPXWFTR adviceWork:MCPXFJR possible:MCPT single:PXWFTJR apart:CPWR ended:MCPWFTJ rev.love:CPWFTJR rev.work:MCPXJR rev.travel:MCPXWFTR rev.adviceBond:CP rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.thoughts:CP rev.intent:CPW rev.apart:CPW rev.ended:MCPWFTJR',
  'four-of-swords':
    'FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFT adviceWork:MCPXFTR possible:MCWFTJ single:PXWFTJR apart:W ended:MCPWFTJ rev.love:MCXWFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceBond:MCXWFT rev.adviceWork:MCPXFJR rev.possible:MCPFTJ rev.apart:CPWR rev.ended:MCPWFTJ',
  'five-of-swords':
    'LOVE:MCWFTJ CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFT adviceWork:MCPXFTJR possible:MCFTJ thoughts:C other:CP single:PXWFTJR apart:CPW ended:MCPWFTJ rev.love:MCPWFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MFT rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.thoughts:CP rev.other:C rev.intent:CP rev.apart:CPW rev.ended:MCPWFTJ',
  'six-of-swords':
    'LOVE:CWFTJR CAREER:MCPXFTR FINANCE:MCPXTJR FAMILY:MCPXWT TRAVEL:MCPXWFTR adviceBond:MCFT possible:MCPWFTJ single:PXWFTJR apart:CPW ended:MCPWFTJ rev.love:WFTJR rev.work:MCPXFTR rev.travel:MCPXWFTR rev.adviceBond:MCFT rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.apart:CPW rev.ended:MCPWFTJ',
  'seven-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFT adviceWork:MCPXFTJR possible:MCPWFTJ single:PXWFTJR ended:MCPWFTJ rev.love:WFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.apart:CPW rev.ended:MCPWFTJ',
  'eight-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFT adviceWork:MCPX possible:MPFTJ single:PXWFTJR apart:W ended:MCPWFTJ rev.travel:W rev.adviceWork:MCPXJR rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJ',
  'nine-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFJR possible:MFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.ended:MCPWFTJ',
  'ten-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFT possible:MCPFTJ single:PXWFTJR apart:CPW ended:MCPWFTJ rev.love:PWFTJR rev.travel:MCPXWFTR rev.adviceBond:PWFTJ rev.possible:MCPWFTJ rev.intent:CP rev.apart:CPW rev.ended:MCPWFTJ',
  'page-of-swords':
    'LOVE:WFTJR CAREER:MCPXFJR FINANCE:MCPXTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MFTJ other:W single:PXWFTJR apart:CPWR ended:MCPWFTJ rev.love:FTJ rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFJR rev.possible:MCPWFTJ rev.apart:W rev.ended:MCPWFTJ',
  'knight-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:PFTJ other:W single:PXWFTJR ended:MCPWFTJ rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.ended:MCPWFTJ',
  'queen-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFT adviceWork:MCPXTJR possible:MCPWFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJ rev.love:WFTJ rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFJR rev.possible:MFTJ rev.apart:CPW rev.ended:MCPWFTJ',
  'king-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MCPFTJ single:PXWFTJR apart:CPW ended:MCPWFTJ rev.meaning:FJ rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MPFTJ rev.apart:W rev.ended:MCPWFTJ',
  'ace-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWTJ TRAVEL:MCPXWFTR adviceBond:CXWFTJ adviceWork:MCPXJR possible:FTJ other:W single:PXWFTJR apart:CPW ended:MCPWFTJ rev.love:MWFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MFT rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJ',
  'two-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXR possible:WFTJ single:CPXWFTJR apart:CPWR ended:CPWR rev.love:WFT rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:WFT rev.adviceWork:MCPXJR rev.possible:MCPWFTJ rev.other:W rev.apart:CPWR rev.ended:CPWR rev.advice:MCX',
  'three-of-pentacles':
    'LOVE:MCXWFTJ CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:XWFT adviceWork:MCPXFTJR possible:MCPFTJ single:PXWFTJR apart:CP ended:CPWR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MCXWFT rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.apart:CP rev.ended:CPWR future:MCPXR obstacle:MCX favour:MCX rev.future:MCX rev.favour:MCPXR rev.advice:MCPX',
  'four-of-pentacles':
    'LOVE:MCWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWTJ TRAVEL:MCPXTR adviceBond:CWFT adviceWork:MCPXFTJR possible:WFTJ other:W single:PXWFTJR apart:CPW ended:CPWR rev.love:MCWFTJR rev.work:MCPXFTJR rev.travel:MCPXWTR rev.adviceBond:WFT rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.other:W rev.intent:W rev.apart:CPWR rev.ended:CPWR favour:MCXR advice:MCXR',
  'five-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR GENERAL:J PERSONAL_GROWTH:J adviceWork:MCPXTJR possible:MCWFTJ single:PXWFTJR apart:CPWR ended:CPWR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFT rev.adviceBond:WFT rev.adviceWork:MCPXTJR rev.possible:MCWFTJ rev.apart:CPWR rev.ended:CPWR',
  'six-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFT adviceWork:MCPXFTJR possible:WFTJ single:CPXWFTJR apart:CPW ended:CPWR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFT rev.adviceWork:MCPXTJR rev.possible:MCWFTJ rev.other:W rev.apart:CPW rev.ended:CPWR rev.future:MCX',
  'seven-of-pentacles':
    'LOVE:MWFTJR CAREER:MCPXJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFT possible:MCWFTJ other:W single:PXWFTJR apart:CPWR ended:CPWR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFT rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.apart:CP rev.ended:CPWR',
  'eight-of-pentacles':
    'LOVE:MCXWFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXJR possible:MCPWFTJ other:W single:CPXWFTJR ended:CPWR rev.love:WFTJR rev.work:MCPXJR rev.travel:MCPXWFTR rev.adviceBond:WFT rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.other:W rev.apart:CPWR rev.ended:CPWR future:MCPXR rev.advice:MCPXR',
  'nine-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXTJR possible:WFTJ single:PXWFTJR apart:P ended:CPWR rev.love:WFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceWork:MCPX rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.apart:CPWR rev.ended:CPWR',
  'ten-of-pentacles':
    'LOVE:CWFTJR CAREER:MCPXTJR FINANCE:MCPXWTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:CWFT adviceWork:MCPXTJR possible:MCPWFTJ other:W single:CPXWFTJR apart:CPWR ended:CPWR rev.love:WFTJ rev.work:MCPXTJR rev.travel:MCPXWFT rev.adviceBond:MCXWFT rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.other:W rev.intent:W rev.apart:CPWR rev.ended:CPWR rev.meaning:MC',
  'page-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:FT adviceWork:MCPXJR possible:WFTJ thoughts:X single:CPXWFTJR apart:CP ended:CPWR rev.love:WFTJR rev.work:MCPXR rev.travel:MCPXWFTR rev.adviceBond:WFTJR rev.adviceWork:MCPXR rev.possible:MWFTJ rev.other:W rev.ended:CPWR',
  'knight-of-pentacles':
    'LOVE:MCWFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXR possible:MCPWFTJ thoughts:W other:W single:PXWFTJR apart:CPWR ended:CPWR rev.love:MCWFTJR rev.work:MCPXJR rev.travel:MCPXWFTR rev.adviceBond:CXWFT rev.adviceWork:MCPXJR rev.possible:MCPWFTJ rev.other:W rev.apart:CPWR rev.ended:CPWR',
  'queen-of-pentacles':
    'LOVE:MCXWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:CXWFTJ adviceWork:MCPXFTJR possible:WFTJ other:W intent:CXW single:CPXWFTJR apart:CPWR ended:CPWR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFT rev.adviceBond:MWFT rev.adviceWork:MCPXJR rev.possible:MCPWFTJ rev.ended:CPWR',
  'king-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXFTJR possible:WFTJ thoughts:W other:W single:CPXWFTJR apart:CPWR ended:CPWR rev.love:MCWFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:WFT rev.adviceWork:MCPXFTJR rev.possible:WFTJ rev.other:W rev.apart:CPWR rev.ended:CPWR favour:MCX rev.favour:MCXR',
};

/**
 * Where a language's own text, written natively rather than translated, misfits a situation the others do not (same
 * keys and letters as above). Labelled by native readers from each language's own texts.
 */
export const outOfPlaceByTextIn: Partial<Record<Locale, Partial<Record<CardId, string>>>> = {
  // Where an English text misfits a situation its Spanish and Italian ones do not.
  en: {
    // "Give your care to the bonds that give something back" is no advice on a job, a purchase, a test or a move.
    'two-of-cups': 'rev.advice:WFTJ',
  },
  es: {
    'three-of-wands': 'advice:CP',
    'king-of-wands': 'GENERAL:MCPX favour:MCX rev.favour:MCX',
    'two-of-cups': 'GENERAL:FTJ advice:T',
    'nine-of-cups': 'rev.advice:CXR',
    'two-of-pentacles': 'rev.future:MCXR',
    'three-of-pentacles': 'rev.advice:MCXR',
    // "Ofrece a la otra persona…" is no advice to someone single.
    'four-of-pentacles': 'adviceBond:M',
    'five-of-pentacles': 'rev.advice:MCPXR',
    'six-of-pentacles': 'advice:MC',
    'eight-of-pentacles': 'rev.advice:MCXR',
    'page-of-pentacles': 'favour:CXR',
    'king-of-pentacles': 'rev.favour:MCXR',
  },
  it: {
    // "Ha voglia di vivere qualcosa di intenso e di nuovo" is a new crush, not a partner or an ex.
    'ace-of-wands': 'other:PX',
    justice: 'rev.advice:CJ',
    death: 'rev.advice:CT',
    temperance: 'rev.advice:MCPXR',
    'the-devil': 'rev.favour:CPWTJR rev.advice:CTJ',
    'the-world': 'rev.future:MCXR',
    'five-of-wands': 'advice:MC',
    'six-of-wands': 'rev.advice:MCPXR',
    'page-of-wands': 'rev.advice:CPXR',
    'king-of-wands': 'favour:MCXT rev.favour:MCXT rev.advice:MCXT',
    'two-of-cups': 'GENERAL:WFTJ',
    'three-of-cups': 'rev.advice:WF',
    // "Se qualcosa è finito o un legame ti spegne…" is no advice to someone getting closer to a sister.
    'eight-of-cups': 'rev.favour:MCXT rev.adviceBond:R',
    'nine-of-cups': 'rev.meaning:CX rev.future:CPXTR rev.favour:CPXTR rev.advice:MCPXWTJR',
    'ten-of-cups': 'rev.advice:MCT',
    'knight-of-cups': 'advice:TJR',
    'five-of-swords': 'obstacle:F rev.favour:MCT rev.advice:MCT',
    'seven-of-swords': 'advice:MCPXT',
    'king-of-swords': 'rev.favour:MC',
    'two-of-pentacles': 'rev.future:MCX rev.favour:MCX advice:MCX rev.advice:MCX',
    'three-of-pentacles':
      'PERSONAL_GROWTH:J rev.meaning:MT future:MCPXR rev.future:MCX favour:MCX rev.favour:MCPX advice:MCX rev.advice:MCPXT',
    'six-of-pentacles': 'rev.future:MCX rev.advice:MCX',
    'eight-of-pentacles': 'rev.meaning:MCPXR future:MCPXR rev.future:MCPXR rev.advice:MCPXR',
    'ten-of-pentacles': 'rev.meaning:MCT rev.future:MCT rev.favour:MCT advice:MC rev.intent:C',
    'knight-of-pentacles': 'GENERAL:CX rev.future:MCX',
    'queen-of-pentacles': 'rev.future:MCX rev.favour:MCX',
    'king-of-pentacles': 'future:MCX rev.future:MCX favour:MCX rev.favour:MCX advice:MCXR',
  },
};
