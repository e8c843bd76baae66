import type { CardId } from '../deck';
import type { Locale } from '../../i18n/routing';

/**
 * Where each card text reads as written for another situation than the question's, by the situations' letters
 * (see `Situation`): "future:MCT rev.love:W". Labelled by readers from the English texts.
 */
export const outOfPlaceByText: Partial<Record<CardId, string>> = {
  'the-fool':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFT TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXTJR possible:MCPWFTJ other:WR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXWTR rev.possible:MCPWFTJ rev.thoughts:WR rev.other:WR rev.apart:CPWR rev.ended:MCPWFTJR',
  'the-magician':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXTJR possible:MFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:FTJ rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJR rev.adviceBond:X',
  'the-high-priestess':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXTJR possible:MCPWFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJ rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJR',
  'the-empress':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:CXWFTJ adviceWork:MCPXJR possible:MCPWFTJ thoughts:W other:W intent:CXW single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.intent:XW rev.apart:CW rev.ended:MCPWFTJR',
  'the-emperor':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXFJR possible:MCPWFTJ thoughts:R other:WR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJX rev.adviceWork:MCPXFR rev.possible:MFTJ rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR rev.advice:MCXT rev.future:T',
  'the-hierophant':
    'LOVE:MWFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXFJR possible:MFTJ thoughts:WR other:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXR rev.possible:MFTJ rev.thoughts:W rev.other:WR rev.intent:WR rev.apart:CW rev.ended:MCPWFTJR',
  'the-lovers':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ thoughts:W other:WR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:WFTJ rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.other:WR rev.intent:WR rev.apart:CPWR rev.ended:MCPWFTJR rev.obstacle:J',
  'the-chariot':
    'LOVE:WFTJR CAREER:MCPXFJR FINANCE:MCPXTR FAMILY:MCXWFT TRAVEL:MCPXWFTR adviceBond:MWFTJ possible:MPFTJ other:WR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.thoughts:W rev.other:WR rev.apart:CPWR rev.ended:MCPWFTJR',
  strength:
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXR possible:MFTJ other:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXJR rev.travel:MCPXWFTR rev.adviceWork:MCPXR rev.possible:MFTJ rev.apart:CW rev.ended:MCPWFTJR',
  'the-hermit':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJ adviceWork:MCPXTJR possible:MCPWFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXTJR rev.possible:MPFTJ rev.thoughts:W rev.apart:CPW rev.ended:MCPWFTJR',
  'wheel-of-fortune':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:WFTJ adviceWork:MCPXFTJR possible:MCPWFTJ thoughts:WR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.thoughts:CW rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR futureWork:W',
  justice:
    'LOVE:MWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWTJ TRAVEL:MCPXWFTR adviceBond:MWFTJX adviceWork:MCPXR possible:MFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.thoughts:C rev.other:C rev.apart:CPWR rev.ended:MCPWFTJR rev.favour:MCPXTJ rev.obstacle:M',
  'the-hanged-man':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR possible:MCPWFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.possible:MFTJ rev.ended:MCPWFTJR',
  death:
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ other:WR intent:W rev.adviceBond:PWFTJ rev.possible:CPT rev.other:W',
  temperance:
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXJR rev.travel:MCPXWFTR rev.apart:W rev.ended:MCPWFTJR adviceBond:MWFTJX adviceWork:MCPXJR possible:MCPWFTJ other:W rev.adviceBond:WFTJ rev.adviceWork:MCPXJR rev.possible:MCPWFTJ rev.advice:CXJR',
  'the-devil':
    'LOVE:WFTJR CAREER:MCPXTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MCWFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJR possible:MCPWFTJ thoughts:WR other:WR intent:WR rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.thoughts:WR rev.other:WR rev.favour:CPXWTJR',
  'the-tower':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MCPWFTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJ possible:MCPWFTJ rev.adviceBond:MCPWFTJX rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.other:C rev.intent:C',
  'the-star':
    'LOVE:PWFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ other:W rev.adviceBond:WFT rev.adviceWork:MCPXTJR rev.possible:MFTJ rev.other:W',
  'the-moon':
    'LOVE:MWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJ adviceWork:MCPXTR possible:MCPWFTJ other:W rev.possible:MCPWFTJ',
  'the-sun':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.ended:MCPWFTJR adviceBond:FT adviceWork:MCPXFTJR possible:MCPWFTJ rev.adviceWork:MCPXJR rev.possible:MCPWFTJ rev.adviceBond:X',
  judgement:
    'LOVE:MCPWFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:MWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ other:W rev.adviceBond:MWFTJ rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ',
  'the-world':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:WFTJ adviceWork:MCPXFTJR possible:MCPWFTJ intent:W rev.adviceBond:MWFTJ rev.adviceWork:MCPXR rev.possible:MCPWFTJ',
  'ace-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.travel:MCPXWFTR rev.apart:WR rev.ended:MCPWFTJR adviceBond:FTJX adviceWork:MCPXFTJR possible:MWFTJ thoughts:WR other:WR intent:WR rev.adviceBond:WFTJ rev.adviceWork:MCPXR rev.possible:MPFTJ advice:CPXR PERSONAL_GROWTH:J',
  'two-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:WFTJ adviceWork:MCPXFTJR possible:MFTJ other:WR rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.other:WR',
  'three-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTR rev.travel:MCPXWFTR rev.apart:W rev.ended:MCPWFTJR adviceBond:WFTJ adviceWork:MCPXFTJR possible:MCPWFTJ thoughts:WR other:WR rev.adviceBond:MWFTJX rev.adviceWork:MCPXTR rev.possible:MCPWFTJ rev.thoughts:WR rev.other:W',
  'four-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:WFTJX possible:MCPWFTJ other:W rev.adviceBond:MWFTJX rev.possible:MCPWFTJ rev.other:W adviceWork:MCPX',
  'five-of-wands':
    'LOVE:MT CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MFTJ adviceWork:MCPXFTJR possible:MFTJ other:W intent:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MT rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MFTJ rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.thoughts:C rev.ended:MCPWFTJR advice:MC futureWork:F PERSONAL_GROWTH:T',
  'six-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MCFTJ intent:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MFTJ rev.thoughts:W rev.other:W rev.intent:W rev.apart:CPWR rev.ended:MCPWFTJR advice:CX rev.advice:CX adviceBond:X',
  'seven-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MFTJ adviceWork:MCPXFTJR possible:MFTJ single:PXWFTJR ended:MCPWFTJR rev.love:FTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXFTJR rev.possible:MFTJ rev.ended:MCPWFTJR PERSONAL_GROWTH:J',
  'eight-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MFTJ other:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:FTJ rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXTJR rev.possible:MCPFTJ rev.ended:MCPWFTJR',
  'nine-of-wands':
    'LOVE:WFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FTJ adviceWork:MCPXFTJR possible:MCPFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXFTJR rev.possible:MFTJ rev.ended:MCPWFTJR',
  'ten-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MFTJX adviceWork:MCPXFTJR possible:MFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MCXFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.thoughts:C rev.apart:CPWR rev.ended:MCPWFTJR rev.advice:MCX future:M',
  'page-of-wands':
    'LOVE:WFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FT adviceWork:MCPXFJR possible:FTJ thoughts:W other:W intent:W single:CPXWFTJR apart:PW ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceBond:WFTJ rev.adviceWork:MCPXFJR rev.possible:MCPFTJ rev.other:W rev.ended:MCPWFTJR',
  'knight-of-wands':
    'LOVE:PWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FT adviceWork:MCPXFTJR possible:MCPFTJ other:W single:CPXWFTJR apart:PW ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MFTJ rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.other:W rev.apart:WR rev.ended:MCPWFTJR',
  'queen-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJX adviceWork:MCPXFTJR possible:MCPFTJ other:W intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.other:W rev.intent:W rev.apart:PW rev.ended:MCPWFTJR PERSONAL_GROWTH:J',
  'king-of-wands':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FT adviceWork:MCPXFTJR possible:MFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MCFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:FTJ rev.adviceWork:MCPXFTJR rev.possible:MFTJ rev.apart:CPWR rev.ended:MCPWFTJR',
  'ace-of-cups':
    'LOVE:WFTJ CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MCPFTJ other:W intent:W single:CPXWFTJR apart:PW ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.other:W rev.intent:W rev.ended:MCPWFTJR adviceBond:X rev.adviceBond:X',
  'two-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR GENERAL:FT adviceBond:MFTJX adviceWork:MCPXFTJR possible:MCPFTJ other:W intent:W single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:FTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MFTJX rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.ended:MCPWFTJR',
  'three-of-cups':
    'LOVE:WFTJRX CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MCPFTJ single:CPXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MPFTJ rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:X future:MCPX rev.adviceBond:X',
  'four-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:WFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXR rev.adviceBond:WFTX rev.adviceWork:MCPXFTJR rev.possible:MFTJ rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR',
  'five-of-cups':
    'LOVE:PWFTJR CAREER:P FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR GENERAL:P PERSONAL_GROWTH:P adviceBond:MCPWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ thoughts:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.meaning:P rev.love:PWFTJR rev.travel:MCPXWFTR rev.adviceBond:PWFTJ rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.thoughts:CP rev.other:W rev.intent:CP rev.apart:CPWR rev.ended:MCPWFTJR',
  'six-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXWTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MCXWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ thoughts:C other:W intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFJR rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJR',
  'seven-of-cups':
    'LOVE:WFTJR CAREER:MCPXR FINANCE:MCPXTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FTJ adviceWork:MCPXR possible:MCPWFTJ thoughts:W other:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXJR rev.possible:MFTJ rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR',
  'eight-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFT TRAVEL:MCPXWFTR adviceBond:MCWFTJX adviceWork:MCPXFTJR possible:MCPWFTJ other:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MCWFTJX rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.intent:C rev.apart:CPWR rev.ended:MCPWFTJR obstacle:J',
  'nine-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXR possible:MCPWFTJ thoughts:W other:W intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR rev.meaning:CX rev.future:CPXTR rev.favour:CPXTR rev.advice:MCPXWTJR adviceBond:X advice:R obstacle:X',
  'ten-of-cups':
    'LOVE:MCXWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MCPXWFTJ adviceWork:MCPXFTJR possible:MCPWFTJ intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MCWFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTJX rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.intent:W rev.apart:CPWR rev.ended:MCPWFTJR',
  'page-of-cups':
    'LOVE:WFTJR CAREER:MCPXR FINANCE:MCPXTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:FTJX adviceWork:MCPXR possible:PWFTJR thoughts:W other:W intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXR rev.travel:MCPXWFTR rev.adviceBond:MWFTJ rev.adviceWork:MCPXFJR rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.intent:W rev.apart:CPWR rev.ended:MCPWFTJR',
  'knight-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:WFTJ adviceWork:MCPXTR possible:FTJ thoughts:W other:W intent:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXTR rev.travel:MCPXWFTR rev.adviceWork:MCPXTR rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR',
  'queen-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MCPWFTJ other:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MPWFTJ rev.other:W rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:X',
  'king-of-cups':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:WFTJX adviceWork:MCPXFTJR possible:MCPWFTJ other:W single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJR rev.adviceBond:X',
  'ace-of-swords':
    'LOVE:WFTJ CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXJR possible:MCPWFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:MWFTJ rev.work:MCPXTR rev.travel:MCPXWFTR rev.adviceWork:MCPXTR rev.possible:MFTJ rev.apart:CPWR rev.ended:MCPWFTJR adviceBond:X',
  'two-of-swords':
    'LOVE:WFTJ FINANCE:MCPXTJR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTJX possible:MPFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.love:FTJ rev.possible:MPFTJ rev.apart:CPWR rev.ended:MCPWFTJR rev.adviceBond:X',
  'three-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCPXWTJ TRAVEL:MCPXWFTR adviceWork:MCPXFJR possible:MCPT single:PXWFTJR apart:CPWR ended:MCPWFTJ rev.love:CPWFTJR rev.work:MCPXJR rev.travel:MCPXWFTR rev.adviceBond:CP rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.thoughts:CP rev.intent:CPW rev.apart:CPW rev.ended:MCPWFTJR',
  'four-of-swords':
    'FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFTX adviceWork:MCPXFTR possible:MCWFTJ single:PXWFTJR apart:W ended:MCPWFTJ rev.love:MCXWFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceBond:MCXWFT rev.adviceWork:MCPXFJR rev.possible:MCPFTJ rev.apart:CPWR rev.ended:MCPWFTJ',
  'five-of-swords':
    'LOVE:MCWFTJ CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFT adviceWork:MCPXFTJR possible:MCFTJ thoughts:C other:CP single:PXWFTJR apart:CPW ended:MCPWFTJ rev.love:MCPWFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MFTX rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.thoughts:CP rev.other:C rev.intent:CP rev.apart:CPW rev.ended:MCPWFTJ future:M',
  'six-of-swords':
    'LOVE:CWFTJR CAREER:MCPXFTR FINANCE:MCPXTJR FAMILY:MCPXWT TRAVEL:MCPXWFTR adviceBond:MCFT possible:MCPWFTJ single:PXWFTJR apart:CPW ended:MCPWFTJ rev.love:WFTJR rev.work:MCPXFTR rev.travel:MCPXWFTR rev.adviceBond:MCFT rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.apart:CPW rev.ended:MCPWFTJ',
  'seven-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFT adviceWork:MCPXFTJR possible:MCPWFTJ single:PXWFTJR ended:MCPWFTJ rev.love:WFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MCPFTJ rev.apart:CPW rev.ended:MCPWFTJ rev.adviceBond:X PERSONAL_GROWTH:J',
  'eight-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFTX adviceWork:MCPX possible:MPFTJ single:PXWFTJR apart:W ended:MCPWFTJ rev.travel:W rev.adviceWork:MCPXJR rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJ',
  'nine-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFJR possible:MFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.ended:MCPWFTJ',
  'ten-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFT possible:MCPFTJ single:PXWFTJR apart:CPW ended:MCPWFTJ rev.love:PWFTJR rev.travel:MCPXWFTR rev.adviceBond:PWFTJ rev.possible:MCPWFTJ rev.intent:CP rev.apart:CPW rev.ended:MCPWFTJ',
  'page-of-swords':
    'LOVE:WFTJR CAREER:MCPXFJR FINANCE:MCPXTR FAMILY:MCPXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MFTJ other:W single:PXWFTJR apart:CPWR ended:MCPWFTJ rev.love:FTJ rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFJR rev.possible:MCPWFTJ rev.apart:W rev.ended:MCPWFTJ adviceBond:X',
  'knight-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:PFTJ other:W single:PXWFTJR ended:MCPWFTJ rev.love:WFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.ended:MCPWFTJ adviceBond:X',
  'queen-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MFT adviceWork:MCPXTJR possible:MCPWFTJ single:PXWFTJR apart:CPWR ended:MCPWFTJ rev.love:WFTJ rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFJR rev.possible:MFTJ rev.apart:CPW rev.ended:MCPWFTJ',
  'king-of-swords':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceWork:MCPXFTJR possible:MCPFTJ single:PXWFTJR apart:CPW ended:MCPWFTJ rev.meaning:FJ rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceWork:MCPXFTJR rev.possible:MPFTJ rev.apart:W rev.ended:MCPWFTJ',
  'ace-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWTJ TRAVEL:MCPXWFTR adviceBond:CXWFTJ adviceWork:MCPXJR possible:FTJ other:W single:PXWFTJR apart:CPW ended:MCPWFTJ rev.love:MWFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MFTX rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.apart:CPWR rev.ended:MCPWFTJ',
  'two-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXR possible:WFTJ single:CPXWFTJR apart:CPWR ended:CPWR rev.love:WFT rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:XWFT rev.adviceWork:MCPXJR rev.possible:MCPWFTJ rev.other:W rev.apart:CPWR rev.ended:CPWR rev.advice:MCX advice:R',
  'three-of-pentacles':
    'LOVE:MCXWFTJ CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:XWFT adviceWork:MCPXFTJR possible:MCPFTJ single:PXWFTJR apart:CP ended:CPWR rev.love:CWFTJR rev.work:MCPXFTJR rev.travel:MCPXWFTR rev.adviceBond:MCXWFT rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.apart:CP rev.ended:CPWR future:MCPXR obstacle:MCX favour:MCX rev.future:MCX rev.favour:MCPXR rev.advice:MCPXR',
  'four-of-pentacles':
    'LOVE:MCWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWTJ TRAVEL:MCPXTR adviceBond:CWFT adviceWork:MCPXFTJR possible:WFTJ other:W single:PXWFTJR apart:CPW ended:CPWR rev.love:MCWFTJR rev.work:MCPXFTJR rev.travel:MCPXWTR rev.adviceBond:WFT rev.adviceWork:MCPXFTJR rev.possible:MCPWFTJ rev.other:W rev.intent:W rev.apart:CPWR rev.ended:CPWR favour:MCXR advice:MCXR',
  'five-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR GENERAL:J PERSONAL_GROWTH:J adviceWork:MCPXTJR possible:MCWFTJ single:PXWFTJR apart:CPWR ended:CPWR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFT rev.adviceBond:WFT rev.adviceWork:MCPXTJR rev.possible:MCWFTJ rev.apart:CPWR rev.ended:CPWR',
  'six-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTX adviceWork:MCPXFTJR possible:WFTJ single:CPXWFTJR apart:CPW ended:CPWR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFT rev.adviceWork:MCPXTJR rev.possible:MCWFTJ rev.other:W rev.apart:CPW rev.ended:CPWR rev.future:MCX',
  'seven-of-pentacles':
    'LOVE:MWFTJR CAREER:MCPXJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:MWFTX possible:MCWFTJ other:W single:PXWFTJR apart:CPWR ended:CPWR rev.love:WFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:MWFTX rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.apart:CP rev.ended:CPWR',
  'eight-of-pentacles':
    'LOVE:MCXWFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXJR possible:MCPWFTJ other:W single:CPXWFTJR ended:CPWR rev.love:WFTJR rev.work:MCPXJR rev.travel:MCPXWFTR rev.adviceBond:WFTJ rev.adviceWork:MCPXR rev.possible:MCPWFTJ rev.other:W rev.apart:CPWR rev.ended:CPWR future:MCPXR rev.advice:MCPXR obstacle:JR',
  'nine-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXFTJR FINANCE:MCPXTR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXTJR possible:WFTJ single:PXWFTJR apart:P ended:CPWR rev.love:WFTJR rev.work:MCPXFJR rev.travel:MCPXWFTR rev.adviceWork:MCPX rev.possible:MCPWFTJ rev.thoughts:W rev.other:W rev.apart:CPWR rev.ended:CPWR rev.advice:R',
  'ten-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXTJR FINANCE:MCPXWTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:CWFT adviceWork:MCPXTJR possible:MCPWFTJ other:W single:CPXWFTJR apart:CPWR ended:CPWR rev.love:WFTJ rev.work:MCPXTJR rev.travel:MCPXWFT rev.adviceBond:MCXWFT rev.adviceWork:MCPXTJR rev.possible:MCPWFTJ rev.other:W rev.intent:WX rev.apart:CPWR rev.ended:CPWR rev.meaning:MC',
  'page-of-pentacles':
    'LOVE:WFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:FT adviceWork:MCPXJR possible:WFTJ thoughts:X single:CPXWFTJR apart:CP ended:CPWR rev.love:WFTJR rev.work:MCPXR rev.travel:MCPXWFTR rev.adviceBond:WFTJRX rev.adviceWork:MCPXR rev.possible:MWFTJ rev.other:W rev.ended:CPWR advice:R',
  'knight-of-pentacles':
    'LOVE:MCXWFTJR CAREER:MCPXFJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXR possible:MCPWFTJ thoughts:W other:W single:PXWFTJR apart:CPWR ended:CPWR rev.love:MCWFTJR rev.work:MCPXJR rev.travel:MCPXWFTR rev.adviceBond:CXWFT rev.adviceWork:MCPXJR rev.possible:MCPWFTJ rev.other:W rev.apart:CPWR rev.ended:CPWR',
  'queen-of-pentacles':
    'LOVE:MCXWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:CXWFTJ adviceWork:MCPXFTJR possible:WFTJ other:W intent:CXW single:CPXWFTJR apart:CPWR ended:CPWR rev.love:WFTJ rev.work:MCPXFTJR rev.travel:MCPXWFT rev.adviceBond:MWFT rev.adviceWork:MCPXJR rev.possible:MCPWFTJ rev.ended:CPWR',
  'king-of-pentacles':
    'LOVE:XWFTJR CAREER:MCPXFTJR FINANCE:MCPXTJR FAMILY:MCXWFTJ TRAVEL:MCPXWFTR adviceBond:WFT adviceWork:MCPXFTJR possible:WFTJ thoughts:W other:W single:CPXWFTJR apart:CPWR ended:CPWR rev.love:MCWFTJR rev.work:MCPXTJR rev.travel:MCPXWFTR rev.adviceBond:WFT rev.adviceWork:MCPXFTJR rev.possible:WFTJ rev.other:W rev.apart:CPWR rev.ended:CPWR favour:MCX rev.favour:MCXR',
};

/**
 * Where a language's own text, written natively rather than translated, misfits a situation the others do not (same
 * keys and letters as above). Labelled by native readers from each language's own texts.
 */
export const outOfPlaceByTextIn: Partial<Record<Locale, Partial<Record<CardId, string>>>> = {
  // Where an English text misfits a situation its Spanish and Italian ones do not.
  en: {
    // "In this bond, close a chapter" speaks of a bond a crush is not yet (en round 115).
    death: 'adviceBond:CM',
    // "Give your care to the bonds that give something back" is no advice on a job, a purchase, a test or a move.
    'two-of-cups': 'rev.advice:WFTJ',
    // "A relationship may arrive at an important milestone" is a couple's, not a crush's, an ex's or someone single's.
    'the-world': 'LOVE:MCX',
    'king-of-cups': 'advice:CFJMT',
    'nine-of-pentacles': 'rev.advice:FT advice:FPT',
    // "Choose one reliable habit in this bond, perhaps a weekly call" is no advice to someone with a crush (en round 113).
    'eight-of-pentacles': 'rev.advice:CFJMPRX rev.around:MCPX adviceBond:CMX',
    'three-of-swords': 'favour:FJTW',
    'four-of-pentacles': 'rev.advice:FJT',
    justice: 'PERSONAL_GROWTH:FJ',
    'ten-of-cups': 'rev.advice:CFJMTW',
    'ten-of-pentacles': 'adviceBond:CFJMTWX around:W rev.adviceWork:W',
    // Its words for a bond, rewritten for two people who avoid a subject (round 90), are a sister's too: the card's own
    // "lower the swords and look… a decision that matters" answered no question about getting along.
    'two-of-swords': 'adviceBond:CFJMTW rev.adviceMoney:CMPRTWX',
    'eight-of-wands': 'single:CFJPRTWX',
    'six-of-wands': 'rev.meaning:CJMPRX futureBond:R',
    'seven-of-swords': 'favour:CJMPRTX',
    'the-moon': 'PERSONAL_GROWTH:FJTW',
    'nine-of-swords': 'rev.favour:J',
    // ("One easy, welcoming moment for the two of you" is no advice to someone looking for love, en round 115.)
    'four-of-wands': 'advice:CMX TRAVEL:CFMPRTWX adviceBond:CMX',
    'ten-of-swords': 'adviceBond:CFJMPRTW',
    'ace-of-pentacles': 'TRAVEL:CFMPRTWX rev.obstacleBond:R rev.around:MCPX',
    'the-chariot': 'FAMILY:CFMPTWX',
    'knight-of-swords': 'rev.work:CFJMPRTX',
    'wheel-of-fortune': 'futureWork:CJMPRTX',
    'page-of-swords': 'CAREER:CFJMPRX PERSONAL_GROWTH:J',
    'page-of-wands': 'adviceBond:R rev.adviceBond:R PERSONAL_GROWTH:W',
    'king-of-wands': 'futureBond:R',
    'nine-of-cups': 'rev.obstacleBond:R aroundBond:X',
    'page-of-pentacles': 'futureBond:R rev.adviceBond:R',
    'six-of-pentacles': 'rev.favour:T',
    // "A bond that has held you too tightly" reads as a lover's in a work question; "An offer, a buyer or an idea you set aside"
    // is a seller's, not someone asking for a pay rise.
    'the-devil': 'future:W',
    'four-of-cups': 'rev.futureWork:W',
    // "Measure success by more than status or being in charge" is no advice on a friend's honesty.
    'king-of-pentacles': 'rev.advice:R',
    // "The courage to move on is yours" is no help to a couple hoping to marry; in love its words for love or for meeting someone.
    'eight-of-cups': 'favour:MCPX',
    // "A contest of wills… your ideas against other people's" and "A challenge… testing how much you believe in your own
    // choices" are no outcome of a love question: the card's words for love.
    'five-of-wands': 'future:MCPX',
    'seven-of-wands': 'future:MCPX',
    // "Sensible management of your resources" is money in what helps a crush (round 86): the card at large instead.
    'queen-of-pentacles': 'favour:MCX',
    // "The household may even be growing, whether through a birth…" invents a birth in a question about a sister.
    'the-empress': 'FAMILY:R',
    // "A short, simple trip may be more possible than you think" is no text for a trip already planned (round 96).
    'eight-of-swords': 'TRAVEL:J',
    // "A fresh start is calling: a new role, a new field… Take the leap" reads as "quit" for what a boss thinks (round 97).
    'the-fool': 'CAREER:W',
    // "Spend time this week with someone kind who lets you be exactly yourself" loses the sister asked about (round 98).
    'the-star': 'adviceBond:R',
    // "This choice is about your values as much as romance" brings a romance into a move abroad (round 98).
    'the-lovers': 'DECISION:J',
  },
  es: {
    // «una relación alcanza una etapa importante» is a couple's, not a crush's, an ex's or someone single's.
    'the-world': 'LOVE:MCX adviceBond:X',
    'three-of-wands': 'advice:CP rev.love:CFJMPRTWX rev.other:FMPTW adviceBond:X',
    // «Frena los impulsos con el dinero» (rewritten, round 90) is money's again: «suelta el control… con tu gente» was
    // leadership advice on improving one's finances. Planning or building a bond with the other person is no advice for an ex.
    'king-of-wands': 'GENERAL:MCPX favour:MCX rev.favour:MCX rev.adviceMoney:CMTX adviceBond:X rev.adviceBond:X',
    'two-of-cups': 'GENERAL:MWFTJ advice:T rev.favour:T',
    'nine-of-cups': 'rev.advice:CXR',
    'two-of-pentacles': 'rev.future:MCXR',
    'three-of-pentacles': 'rev.advice:MCX',
    // "Ofrece a la otra persona…" is no advice to someone single.
    'four-of-pentacles': 'adviceBond:MX',
    'five-of-pentacles': 'rev.advice:MCPXR',
    'six-of-pentacles': 'advice:MCTJ',
    'eight-of-pentacles': 'rev.advice:MCXR adviceBond:X',
    'page-of-pentacles': 'favour:CXR adviceBond:X',
    'king-of-pentacles': 'rev.favour:MCXR rev.adviceBond:X',
    'page-of-swords': 'advice:CMPX PERSONAL_GROWTH:CFJMPRX',
    'king-of-swords': 'rev.meaning:CMPRX rev.adviceBond:X',
    'page-of-wands': 'PERSONAL_GROWTH:CFJMPRX adviceBond:X',
    'eight-of-wands': 'single:FJPRTWX',
    'five-of-swords': 'DECISION:CFJMT PERSONAL_GROWTH:CFJMT',
    // «Protege tus ideas y tus méritos» is a workplace's, not what lies ahead for debts or money at large.
    'seven-of-swords': 'rev.work:CJMPRTX futureWork:F',
    'eight-of-cups': 'CAREER:CFJMPRTX rev.obstacleBond:R',
    'king-of-cups': 'advice:FJT rev.meaning:FJT',
    'the-hierophant': 'advice:CFMPX rev.adviceBond:R',
    'the-fool': 'advice:F rev.future:X adviceBond:X rev.adviceBond:X',
    'three-of-cups': 'rev.futureBond:FJMRTW',
    'nine-of-wands': 'adviceBond:FJPT',
    temperance: 'rev.advice:CJMPRWX futureWork:W',
    'seven-of-cups': 'rev.future:CPX',
    'the-emperor': 'rev.future:X PERSONAL_GROWTH:M',
    'four-of-cups': 'rev.future:P',
    'five-of-cups': 'rev.love:FJPRTW rev.adviceBond:X',
    'knight-of-cups': 'favour:T',
    'knight-of-wands': 'adviceBond:RX futureBond:R',
    // «Valora cada pequeño avance en tu recuperación» reads as a convalescence in a question about work.
    'ten-of-swords': 'rev.adviceWork:W',
    // «Un negocio que despega o unas cuentas que por fin cuadran» is a business owner's, not someone asking for a pay rise.
    'the-sun': 'futureWork:W',
    // «Te impide arriesgar y seguir aprendiendo» reads as a career in the way of a love question: its words for love.
    'six-of-wands': 'obstacle:MCPX rev.adviceBond:X',
    'the-magician': 'adviceBond:X',
    'the-tower': 'adviceBond:X',
    'the-moon': 'adviceBond:X',
    'two-of-wands': 'adviceBond:X',
    'five-of-wands': 'adviceBond:X',
    'nine-of-pentacles': 'adviceBond:X',
    'knight-of-pentacles': 'adviceBond:X',
    'the-lovers': 'rev.adviceBond:X',
    'the-chariot': 'rev.adviceBond:X',
    strength: 'rev.adviceBond:X',
    justice: 'rev.adviceBond:X',
    'page-of-cups': 'rev.adviceBond:X',
    // «Empeñarte en tener razón… una victoria vacía» is a quarrel's, not what stands in the way of a trip.
    'ace-of-swords': 'rev.adviceBond:X obstacle:J',
    // «Tus ideas encuentran eco. Tu seguridad te abre puertas» is a career's help, not what helps in love (round 99: what
    // someone means to do about the visitor); the English text, rewritten, is love's too.
    'queen-of-wands': 'rev.futureBond:R favour:MCPX',
  },
  it: {
    // Round 117 added: a crush's curiosity for an ex or a partner (the Fool's thoughts), a wedding put off for «Gli manco?»
    // (the Four of Wands reversed), «I conti torneranno» in love (Justice ahead), a toast left half-drunk for someone single
    // (the Two of Cups reversed in the way), keeping score of quarrels at university (the Five of Swords), an old self dying
    // on a trip and money at its limit for a boss's view (the Ten of Swords).
    // "Ha voglia di vivere qualcosa di intenso e di nuovo" is a new crush, not a partner or an ex.
    'ace-of-wands': 'other:PX rev.adviceBond:X',
    justice: 'rev.advice:CJ rev.work:CJMPRTX rev.adviceBond:X future:MCPXR',
    death: 'rev.advice:CT TRAVEL:CFMPRTWX',
    temperance: 'rev.advice:MCPXR advice:F',
    'the-devil': 'rev.favour:CPWTJR rev.advice:CTJ future:PRX',
    'the-world': 'rev.future:MCXR',
    'five-of-wands': 'advice:MC rev.love:CFJMTW rev.adviceBond:X',
    'six-of-wands': 'rev.advice:MCPXR',
    'page-of-wands': 'rev.advice:CPXR',
    'king-of-wands': 'favour:MCXT rev.favour:MCXT rev.advice:MCXT',
    'two-of-cups': 'GENERAL:WFTJ rev.obstacle:M rev.meaning:J',
    'three-of-cups': 'rev.advice:WF rev.futureBond:R',
    // "Se qualcosa è finito o un legame ti spegne…" is no advice to someone getting closer to a sister.
    'eight-of-cups': 'rev.favour:MCXT rev.adviceBond:R favour:MCPX',
    'nine-of-cups': 'rev.meaning:CX rev.future:CPXTR rev.favour:CPXTR rev.advice:MCPXWTJR rev.work:W rev.adviceBond:X',
    'ten-of-cups': 'rev.advice:MCT GENERAL:CFJMTWX',
    'knight-of-cups': 'advice:TJR rev.advice:FJT',
    'five-of-swords': 'obstacle:FT rev.favour:MCTJ rev.advice:MCT advice:CFJMT adviceBond:X',
    'seven-of-swords': 'advice:MCPXT adviceBond:X',
    'king-of-swords': 'rev.favour:MC advice:FJT',
    'two-of-pentacles': 'rev.future:MCX rev.favour:MCX advice:MCX rev.advice:MCX',
    'three-of-pentacles':
      'PERSONAL_GROWTH:J rev.meaning:MCT future:MCPXR rev.future:MCX favour:MCX rev.favour:MCPX advice:MCX rev.advice:MCPXT rev.work:CFJMPRTX adviceBond:CFJMTWX',
    'six-of-pentacles': 'rev.future:MCX rev.advice:MCX futureWork:CJMPRTX',
    'eight-of-pentacles': 'rev.meaning:MCPXR future:MCPXR rev.future:MCPXR rev.advice:MCPXR',
    'ten-of-pentacles': 'rev.meaning:MCT rev.future:MCT rev.favour:MCT advice:MC rev.intent:C adviceBond:CFJMTWX',
    'knight-of-pentacles': 'GENERAL:CX rev.future:MCX adviceBond:CFJMTWX',
    'queen-of-pentacles': 'rev.future:MCX rev.favour:MCX',
    'king-of-pentacles': 'future:MCX rev.future:MCX favour:MCX rev.favour:MCXT advice:MCXR rev.adviceBond:X',
    'page-of-pentacles': 'rev.favour:CMPRX CAREER:W adviceBond:X',
    'nine-of-wands': 'adviceBond:FJPRTWX',
    'four-of-wands': 'rev.money:CJMPRTWX rev.futureWork:CJMPRTX rev.intent:XCM',
    'ace-of-cups': 'CAREER:CFJMPRTX',
    // «Un affare… anche i conti» is a deal and accounts ahead of a pay rise or a job interviewed for.
    'four-of-cups': 'rev.work:CJMPRTX rev.futureWork:W',
    // «Può arrivare una nascita» invents a birth in a question about a sister (its Spanish text no longer does).
    'the-empress': 'PERSONAL_GROWTH:FW FAMILY:R',
    'ten-of-swords': 'TRAVEL:CFMPRTWX PERSONAL_GROWTH:J futureWork:W',
    'three-of-wands': 'TRAVEL:CFMPRTWX rev.future:MCPXR',
    'page-of-cups': 'rev.adviceMoney:CJMPRTWX',
    'the-fool': 'other:FJPRTWX thoughts:XP',
    'nine-of-swords': 'rev.work:CJMPRTX rev.adviceBond:X',
    'eight-of-wands': 'rev.adviceBond:FJPT TRAVEL:J',
    'six-of-swords': 'adviceMoney:CFMPRTWX',
    'the-lovers': 'FAMILY:R',
    'knight-of-wands': 'futureBond:R rev.futureBond:R adviceBond:X',
    'queen-of-wands': 'rev.futureBond:R',
    'seven-of-wands': 'rev.futureBond:R rev.adviceBond:X',
    // "Un progetto che non rende, una scommessa comune che delude" is no one's circle in a love question.
    'seven-of-pentacles': 'rev.around:MCPX',
    // "Capire che cosa cerchi davvero in un legame… nei prossimi incontri" is a courtship's, not a sister's.
    // «Resti fuori dai giri in cui si decidono le cose» is an office's circles in the way of a love question.
    'the-hermit': 'adviceBond:R rev.obstacle:MCPX',
    'the-star': 'adviceBond:X rev.obstacleMoney:F',
    'four-of-pentacles': 'adviceBond:X',
    'the-high-priestess': 'rev.adviceBond:X rev.futureWork:W',
    'ace-of-swords': 'rev.adviceBond:X',
    'five-of-pentacles': 'rev.adviceBond:X',
    // «Il tuo progetto poggia su basi ancora troppo fragili per partire… un'idea ancora vaga» is a start-up's, not a pay rise's.
    'ace-of-pentacles': 'rev.obstacleWork:W',
    // «Un accordo sui debiti» is a debt, not a pay rise or a job (round 96).
    'eight-of-swords': 'rev.work:W',
  },
};

/**
 * Where a language's love texts misfit a stage of love (a crush, a couple, someone single, an ex; same keys and letters
 * as above): a fiancé read as someone new, a crush read as a shared past. Labelled by native readers, per language.
 */
export const outOfStageIn: Partial<Record<Locale, Partial<Record<CardId, string>>>> = {
  en: {
    'the-fool': 'thoughts:PX other:PX possible:MCP rev.other:X rev.possible:MCP',
    'the-magician': 'possible:M rev.possible:MCP adviceBond:M',
    'the-high-priestess': 'thoughts:P other:P possible:MCP rev.thoughts:P rev.possible:M rev.adviceBond:M',
    'the-empress': 'intent:CX possible:MC rev.thoughts:C rev.other:CX rev.intent:X rev.possible:MC rev.love:M rev.adviceBond:M',
    'the-emperor': 'possible:MC rev.thoughts:CX rev.possible:MC rev.love:MC rev.adviceBond:MC',
    'the-hierophant': 'possible:M rev.possible:M LOVE:M adviceBond:M rev.adviceBond:MC',
    'the-lovers': 'possible:MCP rev.possible:MC adviceBond:M rev.adviceBond:M',
    'the-chariot': 'thoughts:P possible:MC rev.possible:MCP adviceBond:M rev.adviceBond:M',
    strength: 'possible:M rev.possible:M',
    'the-hermit': 'thoughts:PX other:P intent:P possible:MCP rev.thoughts:P rev.intent:P rev.possible:MP adviceBond:M',
    'wheel-of-fortune': 'possible:MCP rev.thoughts:C rev.other:C rev.possible:MCP',
    justice: 'possible:MC rev.thoughts:C rev.other:C rev.possible:MCP LOVE:M rev.love:MC adviceBond:M rev.adviceBond:M',
    'the-hanged-man': 'possible:MCP rev.intent:P rev.possible:M rev.adviceBond:M',
    death: 'possible:MCP rev.possible:MCP adviceBond:M rev.adviceBond:P',
    temperance: 'possible:MCP rev.possible:MCP adviceBond:M',
    'the-devil': 'possible:MCP rev.possible:MCP adviceBond:M',
    'the-tower': 'possible:MCP rev.thoughts:C rev.other:C rev.intent:C rev.possible:MC rev.love:MC adviceBond:M rev.adviceBond:MC',
    'the-star': 'possible:MCP rev.possible:MP adviceBond:MC',
    'the-moon': 'thoughts:P possible:MCP rev.possible:MCP LOVE:M adviceBond:M',
    'the-sun': 'possible:MCP rev.thoughts:P rev.other:P rev.intent:P rev.possible:MCP',
    judgement: 'possible:MCP rev.possible:MCP LOVE:MC adviceBond:MC rev.adviceBond:MC',
    'the-world': 'other:CX possible:MCP rev.intent:C rev.possible:MCP rev.adviceBond:M',
    'ace-of-wands': 'thoughts:PX other:PX intent:P possible:MP rev.thoughts:P rev.intent:P rev.possible:MP',
    'two-of-wands': 'possible:M rev.possible:MCP rev.love:M',
    'three-of-wands': 'possible:MCP rev.possible:MCP',
    'four-of-wands': 'possible:MCP rev.possible:MCP rev.love:M',
    'five-of-wands': 'possible:M rev.thoughts:C rev.other:C rev.intent:C rev.possible:MCP LOVE:M rev.love:MC adviceBond:M rev.adviceBond:M',
    'six-of-wands': 'intent:P possible:MC rev.possible:M LOVE:P',
    'seven-of-wands': 'other:P intent:P possible:M rev.possible:M adviceBond:M',
    'eight-of-wands': 'thoughts:PX other:P intent:P possible:MCP rev.other:P rev.possible:MCP',
    'nine-of-wands': 'intent:P possible:MCP rev.possible:M',
    'ten-of-wands': 'possible:MC rev.thoughts:C rev.possible:MCP rev.love:MCX adviceBond:MCX',
    'page-of-wands': 'thoughts:PX other:PX possible:MP rev.thoughts:P rev.other:P rev.possible:MP rev.adviceBond:M',
    'knight-of-wands': 'other:P possible:MCP rev.other:P rev.possible:MCP rev.adviceBond:M',
    'queen-of-wands': 'other:P intent:P possible:MCP rev.possible:MCP adviceBond:M',
    'king-of-wands': 'possible:M rev.possible:M rev.love:MC',
    'ace-of-cups': 'thoughts:P other:P possible:MCP rev.thoughts:P rev.intent:P rev.possible:MCP',
    'two-of-cups': 'possible:MCP rev.thoughts:C rev.other:C rev.possible:MCP rev.love:M adviceBond:M rev.adviceBond:M',
    'three-of-cups': 'possible:MCP rev.possible:MP adviceBond:M rev.adviceBond:M',
    'four-of-cups': 'intent:P possible:MP rev.thoughts:P rev.other:P rev.intent:P rev.possible:M',
    'five-of-cups': 'possible:MCP rev.intent:C rev.possible:MCP',
    'six-of-cups': 'thoughts:C intent:C possible:MCP rev.thoughts:C rev.intent:C rev.possible:MCP',
    'seven-of-cups': 'thoughts:P possible:MCP rev.possible:M adviceBond:M rev.adviceBond:M',
    'eight-of-cups': 'possible:MCP rev.other:CX rev.intent:CX rev.possible:MCP adviceBond:MC rev.adviceBond:M',
    'nine-of-cups': 'thoughts:CX other:CX intent:CX possible:MCP rev.other:CX rev.possible:MCP',
    'ten-of-cups': 'possible:MCP rev.possible:MCP',
    'page-of-cups': 'thoughts:PX other:P intent:P possible:P rev.thoughts:P rev.other:P rev.intent:P rev.possible:MCP rev.adviceBond:M',
    'knight-of-cups': 'thoughts:P possible:M rev.possible:MCP',
    'queen-of-cups': 'possible:MC rev.possible:MP',
    'king-of-cups': 'thoughts:X possible:MCP rev.possible:MCP adviceBond:M',
    'ace-of-swords': 'possible:MCP rev.thoughts:P rev.possible:MP LOVE:M rev.love:M rev.adviceBond:M',
    'two-of-swords': 'possible:MC rev.possible:MP LOVE:M adviceBond:M',
    'three-of-swords': 'possible:MCP rev.other:C rev.intent:C rev.possible:MC',
    'four-of-swords': 'thoughts:P intent:P possible:MCP rev.possible:MCP rev.love:M adviceBond:M rev.adviceBond:M',
    'five-of-swords':
      'thoughts:C other:C possible:MC rev.thoughts:C rev.other:C rev.intent:C rev.possible:MCP LOVE:MC rev.love:MC adviceBond:MC rev.adviceBond:M',
    'six-of-swords': 'possible:MCP rev.possible:MCP adviceBond:M rev.adviceBond:M',
    'seven-of-swords': 'possible:MCP rev.other:C rev.intent:C rev.possible:MC adviceBond:M',
    'eight-of-swords': 'possible:MP rev.possible:MCP adviceBond:M',
    'nine-of-swords': 'possible:M',
    'ten-of-swords': 'intent:C possible:MCP rev.possible:MCP adviceBond:M rev.adviceBond:P',
    'page-of-swords': 'thoughts:PX other:P intent:P possible:M rev.possible:MCP LOVE:M',
    'knight-of-swords': 'other:P possible:MP rev.thoughts:P rev.possible:MCP rev.love:M adviceBond:M rev.adviceBond:M',
    'queen-of-swords': 'possible:MCP rev.possible:M adviceBond:M',
    'king-of-swords': 'possible:MCP rev.possible:MP adviceBond:M',
    'ace-of-pentacles': 'other:X possible:M rev.thoughts:P rev.other:P rev.possible:MCP rev.love:M',
    'two-of-pentacles': 'other:P intent:P possible:MP rev.possible:MCP',
    'three-of-pentacles': 'possible:MCP rev.thoughts:C rev.other:C rev.possible:MCP LOVE:M rev.love:M rev.adviceBond:MC',
    'four-of-pentacles': 'possible:MP rev.thoughts:CX rev.other:CX rev.intent:CX rev.possible:MCP rev.love:M',
    'five-of-pentacles': 'possible:MC rev.possible:MC',
    'six-of-pentacles': 'other:X intent:P possible:MP rev.possible:MCP rev.love:M adviceBond:M rev.adviceBond:M',
    'seven-of-pentacles': 'thoughts:P other:P possible:MCP rev.other:C rev.possible:MCP rev.love:M adviceBond:M rev.adviceBond:M',
    'eight-of-pentacles': 'possible:MCP rev.possible:MCP',
    'nine-of-pentacles': 'rev.possible:MCP',
    'ten-of-pentacles': 'thoughts:X other:CX possible:MCP rev.possible:MCP rev.adviceBond:MC LOVE:C',
    'page-of-pentacles': 'thoughts:PX other:P intent:P possible:P rev.thoughts:P rev.other:P rev.intent:P rev.possible:MP',
    'knight-of-pentacles': 'possible:MCP rev.other:CX rev.possible:MCP rev.love:MC',
    'queen-of-pentacles': 'thoughts:X possible:MP rev.other:CX rev.intent:CX rev.possible:MCP rev.adviceBond:M',
    'king-of-pentacles': 'thoughts:X possible:MC rev.other:CX rev.intent:CX rev.possible:MC rev.love:M',
  },
  es: {
    'the-fool': 'thoughts:PX other:PX intent:P possible:MCP rev.intent:P rev.possible:MCP rev.adviceBond:M',
    'the-magician': 'thoughts:PX other:PX intent:P possible:MC rev.thoughts:PX rev.possible:MCP rev.love:M adviceBond:M rev.adviceBond:M',
    'the-high-priestess': 'thoughts:PX other:P intent:P possible:MC rev.possible:M LOVE:M rev.love:M rev.adviceBond:M',
    'the-empress': 'intent:CX possible:MCP rev.thoughts:C rev.intent:CX rev.possible:MCP rev.love:MCX adviceBond:CX rev.adviceBond:MCX',
    'the-emperor': 'intent:C possible:MCP rev.intent:C rev.possible:MC rev.love:MC rev.adviceBond:MC',
    'the-hierophant': 'possible:MCP rev.possible:MC LOVE:M adviceBond:MCX rev.adviceBond:M',
    'the-lovers': 'possible:MCP rev.other:P rev.possible:MC adviceBond:M rev.adviceBond:M',
    'the-chariot': 'possible:MCP rev.possible:MP adviceBond:M rev.adviceBond:M',
    strength: 'possible:MC rev.intent:P rev.possible:MCP',
    'the-hermit': 'possible:MCP rev.possible:M adviceBond:M',
    'wheel-of-fortune': 'thoughts:PX other:P intent:P possible:MCP rev.possible:MCP rev.adviceBond:MC',
    justice: 'possible:MC rev.thoughts:C rev.other:C rev.possible:MC rev.love:MC adviceBond:MC rev.adviceBond:MC',
    'the-hanged-man': 'thoughts:P possible:MCP rev.intent:P rev.possible:M adviceBond:M',
    death: 'possible:MCP rev.thoughts:P rev.intent:C rev.possible:MCP rev.love:MCX adviceBond:MC rev.adviceBond:P',
    temperance: 'possible:MC rev.possible:MCP adviceBond:M rev.adviceBond:M',
    'the-devil': 'possible:MCP rev.possible:MC rev.love:MC adviceBond:M',
    'the-tower': 'possible:MCP rev.thoughts:C rev.intent:C rev.possible:MCP rev.adviceBond:MC',
    'the-star': 'possible:MCP rev.possible:MCP rev.adviceBond:M',
    'the-moon': 'possible:M rev.possible:MCP adviceBond:M rev.adviceBond:M',
    'the-sun': 'possible:MCP rev.intent:P rev.possible:MC rev.adviceBond:M',
    judgement: 'thoughts:C intent:CP possible:MCP rev.thoughts:C rev.possible:MCP LOVE:MC adviceBond:MC rev.adviceBond:MC',
    'the-world': 'other:CX intent:CX possible:MCP rev.possible:MCP rev.adviceBond:M',
    'ace-of-wands': 'thoughts:PX intent:P possible:MCP rev.thoughts:P rev.other:P rev.intent:P rev.possible:MCP rev.love:M',
    'two-of-wands': 'thoughts:P other:CX possible:M rev.possible:M adviceBond:M rev.adviceBond:M',
    'three-of-wands': 'possible:M rev.intent:CX rev.possible:MP adviceBond:M rev.adviceBond:M',
    'four-of-wands': 'other:CX possible:MCP rev.possible:MCP rev.love:M',
    'five-of-wands': 'intent:P possible:MCP rev.thoughts:C rev.other:C rev.intent:C rev.possible:MC LOVE:M rev.love:MC rev.adviceBond:MC',
    'six-of-wands': 'other:CX possible:MC rev.possible:M rev.adviceBond:M',
    'seven-of-wands': 'possible:MCP rev.possible:M adviceBond:M',
    'eight-of-wands': 'other:P intent:P possible:MCP rev.possible:M LOVE:P adviceBond:P',
    'nine-of-wands': 'thoughts:P other:P intent:P possible:MC rev.possible:MC',
    'ten-of-wands': 'intent:X possible:MC rev.thoughts:CX rev.intent:CX rev.possible:MC',
    'page-of-wands': 'thoughts:PX other:PX intent:P possible:MCP rev.thoughts:P rev.intent:P rev.possible:MP adviceBond:M',
    'knight-of-wands': 'other:P intent:P possible:MCP rev.intent:P rev.possible:MCP adviceBond:M',
    'queen-of-wands': 'intent:P possible:MP rev.possible:MP',
    'king-of-wands': 'possible:M rev.possible:MCP rev.love:MC adviceBond:M rev.adviceBond:M',
    'ace-of-cups':
      'thoughts:PX other:PX intent:P possible:MCP rev.other:P rev.intent:P rev.possible:MCP rev.love:M adviceBond:M rev.adviceBond:M',
    'two-of-cups': 'thoughts:PX possible:MCP rev.thoughts:C rev.other:C rev.possible:MCP rev.love:M adviceBond:M rev.adviceBond:MC',
    'three-of-cups': 'thoughts:P other:P intent:P possible:MCP rev.possible:MCP rev.adviceBond:M',
    'four-of-cups': 'possible:M rev.other:P rev.intent:P rev.possible:MP',
    'five-of-cups': 'thoughts:C possible:MCP rev.thoughts:C rev.intent:CP rev.possible:MCP LOVE:P adviceBond:MCP rev.adviceBond:MC',
    'six-of-cups': 'thoughts:CP intent:C possible:MCP rev.thoughts:C rev.other:C rev.intent:C rev.possible:MCP LOVE:C rev.adviceBond:MC',
    'seven-of-cups': 'rev.possible:M adviceBond:M rev.adviceBond:M',
    'eight-of-cups': 'possible:MCP rev.thoughts:CX rev.other:CX rev.possible:MCP adviceBond:MC rev.adviceBond:MC',
    'nine-of-cups':
      'other:CX intent:C possible:MCP rev.thoughts:C rev.other:CX rev.intent:C rev.possible:MCP rev.love:MCX rev.adviceBond:MCX',
    'ten-of-cups': 'other:CX possible:MCP rev.intent:CX rev.possible:MCP rev.adviceBond:MCX',
    'page-of-cups': 'thoughts:PX other:P intent:P possible:M rev.thoughts:P rev.other:P rev.intent:P rev.possible:M rev.adviceBond:M',
    'knight-of-cups': 'intent:P rev.adviceBond:M',
    'queen-of-cups': 'possible:MCP rev.possible:MP rev.adviceBond:M',
    'king-of-cups': 'possible:MC rev.love:M',
    'ace-of-swords': 'possible:MC rev.possible:M adviceBond:M rev.adviceBond:M',
    'two-of-swords': 'possible:MC rev.possible:MCP adviceBond:M rev.adviceBond:M',
    'three-of-swords': 'thoughts:C possible:MCP rev.thoughts:CP rev.intent:C rev.possible:MCP adviceBond:M rev.adviceBond:MC',
    'four-of-swords': 'possible:MC rev.possible:MCP rev.love:MC',
    'five-of-swords':
      'thoughts:C other:C possible:MC rev.thoughts:C rev.other:C rev.intent:C rev.possible:MC LOVE:MC rev.love:MC rev.adviceBond:MC',
    'six-of-swords': 'possible:MCP rev.possible:MCP adviceBond:MC rev.adviceBond:M',
    'seven-of-swords':
      'thoughts:P possible:MP rev.thoughts:C rev.other:C rev.intent:C rev.possible:MC rev.love:MC adviceBond:M rev.adviceBond:M',
    'eight-of-swords': 'possible:M rev.possible:M adviceBond:M',
    'nine-of-swords': 'possible:M rev.possible:M adviceBond:M rev.adviceBond:M',
    'ten-of-swords': 'possible:MCP rev.intent:P rev.possible:MCP rev.adviceBond:P',
    'page-of-swords': 'thoughts:PX other:PX intent:PX possible:MCP rev.possible:M rev.love:M adviceBond:M',
    'knight-of-swords': 'possible:P rev.intent:P rev.possible:MC adviceBond:M rev.adviceBond:M',
    'queen-of-swords': 'possible:M rev.possible:MP adviceBond:M',
    'king-of-swords': 'possible:M rev.possible:MC rev.love:MC rev.adviceBond:M',
    'ace-of-pentacles': 'thoughts:P possible:MCP rev.possible:MCP rev.love:M rev.adviceBond:M',
    'two-of-pentacles': 'intent:P possible:MP rev.possible:M rev.love:MCX',
    'three-of-pentacles': 'possible:MCP rev.thoughts:C rev.other:C rev.intent:C rev.possible:MCP rev.love:MC rev.adviceBond:M',
    'four-of-pentacles': 'possible:M rev.thoughts:CX rev.possible:MC rev.love:MC adviceBond:M rev.adviceBond:M',
    'five-of-pentacles': 'possible:M rev.intent:P rev.possible:MCP rev.love:MC',
    'six-of-pentacles': 'possible:MCP rev.thoughts:C rev.possible:MC rev.adviceBond:M',
    'seven-of-pentacles': 'thoughts:C other:C possible:MC rev.thoughts:C adviceBond:MC rev.adviceBond:M',
    'eight-of-pentacles': 'possible:MCP rev.thoughts:CX rev.possible:MC LOVE:M rev.love:MCX rev.adviceBond:M',
    'nine-of-pentacles': 'possible:P rev.possible:MP',
    'ten-of-pentacles': 'intent:C possible:MCP rev.possible:MC LOVE:C rev.love:MC rev.adviceBond:MC',
    'page-of-pentacles': 'thoughts:PX other:PX intent:P possible:P adviceBond:M',
    'knight-of-pentacles': 'intent:P possible:P rev.thoughts:CX rev.other:CX rev.intent:CX rev.possible:M',
    'queen-of-pentacles': 'intent:CX possible:MP rev.other:CX rev.possible:MC LOVE:CX rev.love:MCX adviceBond:CX rev.adviceBond:MCX',
    'king-of-pentacles': 'thoughts:X possible:MP rev.possible:M rev.love:MC rev.adviceBond:MC',
  },
  it: {
    'the-fool': 'thoughts:PX other:CPX possible:MCP rev.thoughts:PX rev.other:PX rev.possible:MCP',
    'the-magician': 'other:P possible:MP rev.other:P rev.possible:MC',
    'the-high-priestess': 'thoughts:PX rev.thoughts:P rev.possible:MCP rev.adviceBond:M',
    'the-empress': 'thoughts:P other:CX possible:MCP rev.possible:MC LOVE:C rev.love:M adviceBond:MC',
    'the-emperor': 'other:CX possible:MCP rev.other:CX rev.intent:C rev.possible:MCP LOVE:MCX rev.love:MCX adviceBond:M rev.adviceBond:MCX',
    'the-hierophant': 'possible:MC rev.possible:MCP adviceBond:MCX',
    'the-lovers': 'other:CX possible:MCP rev.possible:MC LOVE:MCX rev.love:MC adviceBond:M rev.adviceBond:MC',
    'the-chariot': 'other:CX possible:MC rev.thoughts:P rev.possible:MCP rev.adviceBond:M',
    strength: 'other:CX intent:P possible:MC rev.thoughts:P rev.intent:P rev.possible:MCP adviceBond:M',
    'the-hermit': 'thoughts:P other:P intent:P possible:MCP rev.thoughts:P rev.possible:MCP',
    'wheel-of-fortune': 'thoughts:PX other:P intent:P possible:MC rev.thoughts:P rev.possible:P',
    justice: 'thoughts:C possible:MCP rev.thoughts:C rev.other:C rev.possible:MCP adviceBond:MC rev.adviceBond:MC',
    'the-hanged-man': 'other:C adviceBond:MC',
    death: 'intent:C possible:MCP rev.intent:C rev.possible:MCP rev.love:MCX',
    temperance: 'other:CX possible:MC rev.possible:MC LOVE:MCX',
    'the-devil': 'possible:MCP rev.thoughts:C rev.possible:MC',
    'the-tower': 'possible:MCP rev.thoughts:C rev.other:C rev.intent:C rev.possible:MC',
    'the-star': 'thoughts:P other:CX intent:C possible:MCP rev.thoughts:P rev.possible:MP',
    'the-moon': 'thoughts:P other:P intent:P rev.possible:M',
    'the-sun': 'other:CX possible:MP rev.thoughts:P rev.possible:MP',
    judgement: 'possible:MCP rev.thoughts:CP rev.possible:MC LOVE:C rev.love:MCP adviceBond:MC rev.adviceBond:MC',
    'the-world': 'other:CX intent:CX possible:MCP rev.possible:MC rev.love:MC',
    'ace-of-wands': 'thoughts:PX other:PX intent:P possible:MCP rev.thoughts:PX rev.intent:P rev.possible:MP rev.love:MCX',
    'two-of-wands': 'rev.intent:C',
    'three-of-wands': 'other:CX rev.other:P rev.possible:MCP',
    'four-of-wands': 'intent:CX possible:MCP rev.other:C rev.intent:CX rev.possible:MCP',
    'five-of-wands': 'other:CPX intent:P rev.thoughts:C rev.intent:C rev.possible:MC rev.love:MC rev.adviceBond:C',
    'six-of-wands': 'other:CX possible:MC rev.other:P rev.possible:MP',
    'seven-of-wands': 'thoughts:C other:C intent:C possible:MC rev.adviceBond:M',
    'eight-of-wands': 'other:P rev.love:M LOVE:P',
    'nine-of-wands': 'thoughts:P other:P intent:P possible:MC rev.possible:MCP',
    'ten-of-wands': 'other:CX possible:MCP rev.other:C rev.possible:MC rev.love:MCX adviceBond:MCX',
    'page-of-wands': 'thoughts:PX other:PX intent:P possible:MP rev.thoughts:P rev.other:P rev.possible:MCP',
    'knight-of-wands': 'thoughts:PX other:CX possible:MC rev.other:P rev.possible:MCP',
    'queen-of-wands': 'other:CX possible:MCP rev.possible:MP',
    'king-of-wands': 'other:CX possible:MC rev.intent:C rev.possible:MC rev.love:M rev.adviceBond:M',
    'ace-of-cups': 'thoughts:PX other:C intent:P possible:MCP rev.thoughts:P rev.other:P rev.intent:P rev.possible:MCP',
    'two-of-cups': 'thoughts:P other:P possible:MCP rev.possible:M rev.love:MC adviceBond:M rev.adviceBond:MC',
    'three-of-cups': 'thoughts:P other:CX possible:MP rev.thoughts:P rev.other:CX rev.possible:MC',
    'four-of-cups': 'thoughts:P other:P possible:MP rev.intent:C rev.possible:MC',
    'five-of-cups': 'thoughts:C possible:MCP rev.thoughts:C rev.intent:CP rev.possible:MC',
    'six-of-cups': 'thoughts:C other:C possible:MCP rev.thoughts:C rev.other:C rev.intent:CP rev.possible:MCP rev.love:MC',
    'seven-of-cups': 'thoughts:P other:P possible:MP rev.possible:MCP rev.adviceBond:MC',
    'eight-of-cups': 'possible:MCP rev.thoughts:CX rev.other:CX rev.intent:CX rev.possible:MCP adviceBond:MC',
    'nine-of-cups': 'possible:MCP rev.thoughts:CX rev.other:CX rev.possible:MCP',
    'ten-of-cups': 'intent:CX possible:MCP rev.possible:MP LOVE:MCX rev.adviceBond:MC',
    'page-of-cups': 'thoughts:P other:P possible:MP rev.thoughts:P rev.other:P rev.intent:P rev.possible:MP LOVE:PX rev.love:P',
    'knight-of-cups': 'other:CX possible:MCP rev.thoughts:PX rev.possible:MCP LOVE:P rev.love:C',
    'queen-of-cups': 'possible:MCP rev.thoughts:P rev.intent:P rev.possible:MCP',
    'king-of-cups': 'possible:MCP rev.possible:MCP rev.love:MC',
    'ace-of-swords': 'rev.adviceBond:M',
    'two-of-swords': 'thoughts:P other:P possible:MCP rev.other:P rev.possible:MC rev.adviceBond:M adviceBond:C',
    'three-of-swords': 'thoughts:C possible:MCP rev.thoughts:C rev.intent:C rev.possible:MCP adviceBond:M',
    'four-of-swords': 'possible:MCP rev.possible:MC',
    'five-of-swords': 'thoughts:C other:C possible:MCP rev.thoughts:C rev.other:C rev.intent:C rev.possible:MC rev.love:MC',
    'six-of-swords': 'possible:MCP rev.possible:MCP',
    'seven-of-swords': 'other:P possible:MCP rev.possible:MC',
    'eight-of-swords': 'thoughts:P other:P rev.thoughts:P rev.other:P adviceBond:M',
    'nine-of-swords': 'thoughts:C rev.possible:MC adviceBond:M',
    'ten-of-swords': 'thoughts:C possible:MCP rev.intent:CP rev.possible:MC adviceBond:M',
    'page-of-swords': 'thoughts:P other:P intent:P possible:MP rev.possible:MP rev.love:MC rev.obstacle:M',
    'knight-of-swords': 'thoughts:P other:P intent:P possible:P rev.thoughts:P rev.other:CPX rev.possible:MCP rev.adviceBond:MC',
    'queen-of-swords': 'possible:MCP rev.possible:M adviceBond:MC',
    'king-of-swords': 'thoughts:P possible:MCP rev.possible:MC rev.love:MC adviceBond:MC rev.adviceBond:M',
    'ace-of-pentacles': 'other:P intent:P possible:MP rev.thoughts:P rev.possible:MC',
    'two-of-pentacles': 'possible:MP rev.possible:MCP',
    'three-of-pentacles': 'possible:MCP rev.possible:MC rev.love:MC rev.adviceBond:MC',
    'four-of-pentacles': 'thoughts:CX other:CX intent:CX possible:MP rev.thoughts:C rev.other:C rev.intent:C rev.adviceBond:M',
    'five-of-pentacles': 'thoughts:P possible:MP rev.intent:C rev.possible:MC',
    'six-of-pentacles': 'possible:MC rev.possible:MCP',
    'seven-of-pentacles': 'thoughts:C other:P possible:M rev.possible:MC adviceBond:MC',
    'eight-of-pentacles': 'possible:MC rev.possible:MCP',
    'nine-of-pentacles': 'other:CX possible:MCP rev.possible:MCP',
    'ten-of-pentacles': 'intent:P possible:MCP rev.possible:MCP',
    'page-of-pentacles': 'thoughts:PX other:PX intent:P possible:MP rev.thoughts:P rev.other:P rev.possible:MCP rev.love:P',
    'knight-of-pentacles': 'possible:MCP rev.other:CX',
    'queen-of-pentacles': 'intent:CX possible:MC rev.possible:MCP LOVE:MCX rev.love:MC',
    'king-of-pentacles': 'thoughts:X intent:P possible:MC rev.other:CX',
  },
};

/**
 * Where a language's money or work texts misfit a narrower matter within them (H a home's sale or purchase, D a
 * mortgage, debts or bills, B one's own business, A a job applied for; same keys as above): hardship help read for a
 * house sale, giving to charity for a mortgage, a boss for one's own shop, new tasks to refuse for a job not yet had.
 * Labelled by native readers, per language.
 */
export const outOfMatterIn: Partial<Record<Locale, Partial<Record<CardId, string>>>> = {
  en: {
    'the-fool': 'futureWork:D workView:A rev.workView:A adviceMoney:H rev.obstacleMoney:H',
    'the-magician': 'futureWork:D rev.workView:A FINANCE:H rev.obstacleMoney:H adviceMoney:H',
    'the-high-priestess': 'workView:A rev.workView:A rev.futureWork:A adviceMoney:H rev.obstacleMoney:D rev.adviceMoney:H',
    'the-empress':
      'FINANCE:D rev.obstacleWork:A workView:A rev.workView:A obstacleMoney:HD adviceMoney:H rev.money:H rev.obstacleMoney:H rev.adviceMoney:DH',
    'the-emperor': 'rev.adviceWork:A obstacleMoney:H adviceMoney:H rev.money:H rev.obstacleMoney:H rev.adviceMoney:H',
    'the-hierophant': 'workView:BA rev.workView:A obstacleMoney:H',
    'the-lovers': 'futureWork:D rev.futureWork:D rev.workView:BA rev.adviceWork:A workView:A adviceMoney:H rev.adviceMoney:H',
    'the-chariot':
      'rev.work:A rev.futureWork:A rev.adviceWork:A rev.workView:A FINANCE:H obstacleMoney:H rev.obstacleMoney:H rev.adviceMoney:H',
    strength: 'rev.futureWork:HD adviceMoney:H FINANCE:H',
    'the-hermit': 'rev.futureWork:HD rev.work:A workView:A rev.workView:A',
    'wheel-of-fortune': 'rev.workView:A obstacleMoney:H rev.adviceMoney:H',
    'the-hanged-man': 'rev.workView:A rev.obstacleMoney:H rev.adviceMoney:H',
    death: 'workView:BA adviceWork:A rev.workView:A FINANCE:H obstacleMoney:H adviceMoney:H rev.money:H rev.obstacleMoney:H',
    temperance:
      'rev.work:A rev.futureWork:AH rev.obstacleWork:A rev.adviceWork:A workView:A rev.workView:A FINANCE:H obstacleMoney:H adviceMoney:H rev.money:H rev.obstacleMoney:H rev.adviceMoney:H',
    'the-devil':
      'workView:BA obstacleWork:A rev.obstacleWork:A rev.workView:A FINANCE:H obstacleMoney:H rev.money:H rev.futureWork:H rev.adviceMoney:H adviceMoney:H rev.obstacleMoney:H',
    'the-tower': 'rev.adviceMoney:H adviceMoney:H',
    'the-star': 'workView:BA rev.workView:A adviceMoney:H rev.money:H futureWork:H',
    'the-sun': 'rev.adviceMoney:DH workView:A futureWork:H rev.futureWork:H',
    judgement: 'futureWork:HD rev.adviceMoney:H workView:BA obstacleMoney:H adviceMoney:H',
    'the-world': 'workView:A rev.workView:A obstacleMoney:H adviceMoney:H',
    'ace-of-wands': 'futureWork:HD adviceMoney:H rev.workView:A CAREER:A FINANCE:H obstacleMoney:H rev.adviceMoney:H',
    'two-of-wands': 'futureWork:D obstacleMoney:D rev.obstacleMoney:D rev.futureWork:H',
    'three-of-wands': 'FINANCE:D futureWork:DH workView:BA rev.workView:A obstacleMoney:H rev.money:H rev.obstacleMoney:H',
    'four-of-wands': 'rev.work:A obstacleWork:A workView:A rev.workView:A obstacleMoney:H adviceMoney:H',
    'five-of-wands':
      'futureWork:D rev.work:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A obstacleMoney:H adviceMoney:H rev.obstacleMoney:H',
    'six-of-wands':
      'FINANCE:D rev.futureWork:HD rev.adviceWork:BA rev.work:A workView:A rev.workView:A obstacleMoney:H adviceMoney:H rev.money:H rev.obstacleMoney:H futureWork:H rev.adviceMoney:H',
    'seven-of-wands': 'CAREER:A rev.work:A obstacleWork:A rev.adviceWork:A workView:A rev.workView:A FINANCE:H obstacleMoney:H',
    'nine-of-wands': 'rev.work:A rev.futureWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A',
    'ten-of-wands':
      'FINANCE:H rev.money:H adviceMoney:H CAREER:A rev.work:A futureWork:AH rev.futureWork:AH obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A rev.adviceMoney:H',
    'page-of-wands': 'futureWork:HD rev.workView:A rev.obstacleMoney:H rev.adviceMoney:H obstacleMoney:H adviceMoney:H FINANCE:H',
    'knight-of-wands': 'rev.workView:A rev.money:D rev.adviceMoney:H',
    'queen-of-wands':
      'rev.futureWork:HD adviceMoney:DH obstacleWork:A adviceWork:A workView:A FINANCE:H obstacleMoney:H rev.money:H futureWork:H',
    'king-of-wands': 'FINANCE:D futureWork:HDA rev.workView:A',
    'ace-of-cups':
      'FINANCE:DH rev.work:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A rev.obstacleWork:B adviceMoney:H obstacleMoney:H',
    'two-of-cups': 'FINANCE:D adviceWork:A workView:A rev.workView:A adviceMoney:H',
    'three-of-cups':
      'futureWork:D rev.futureWork:HD rev.work:BA rev.adviceWork:BA rev.workView:BA adviceWork:A workView:A FINANCE:H obstacleMoney:H rev.money:H rev.adviceMoney:H rev.obstacleMoney:H adviceMoney:H',
    'four-of-cups': 'adviceMoney:H rev.adviceMoney:H rev.workView:A rev.obstacleMoney:H',
    'six-of-cups': 'FINANCE:D obstacleMoney:H adviceMoney:H futureWork:H rev.adviceMoney:H',
    'eight-of-cups':
      'workView:BA rev.workView:BA futureWork:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A obstacleMoney:H rev.obstacleMoney:H rev.adviceMoney:H',
    'nine-of-cups': 'FINANCE:D adviceMoney:D workView:A rev.workView:A rev.obstacleMoney:H rev.money:H rev.adviceMoney:H',
    'ten-of-cups':
      'CAREER:B rev.work:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A futureWork:H adviceMoney:H rev.adviceMoney:H',
    'page-of-cups': 'rev.futureWork:HD FINANCE:H adviceMoney:H rev.obstacleMoney:H rev.work:A',
    'queen-of-cups':
      'FINANCE:D adviceMoney:DH rev.work:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A rev.money:H rev.adviceMoney:H rev.obstacleMoney:D',
    'king-of-cups': 'FINANCE:D adviceWork:A rev.adviceWork:A workView:A rev.workView:A adviceMoney:H',
    'four-of-swords':
      'CAREER:A rev.work:A rev.futureWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A obstacleMoney:H rev.adviceMoney:H',
    'five-of-swords': 'CAREER:BA adviceWork:BA workView:BA rev.work:A rev.obstacleWork:A rev.adviceWork:AB rev.workView:A obstacleMoney:H',
    'six-of-swords': 'rev.money:H futureWork:D rev.futureWork:D adviceMoney:H FINANCE:H rev.obstacleMoney:H',
    'seven-of-swords': 'rev.adviceWork:A rev.workView:A adviceMoney:H',
    'eight-of-swords': 'adviceMoney:H rev.workView:A FINANCE:H obstacleMoney:H',
    'nine-of-swords': 'adviceMoney:H rev.adviceMoney:H obstacleMoney:H rev.money:H',
    'ten-of-swords': 'workView:A adviceMoney:H',
    'knight-of-swords': 'rev.work:A rev.workView:A FINANCE:D rev.adviceMoney:H',
    'queen-of-swords': 'rev.workView:A adviceMoney:H',
    'king-of-swords': 'rev.adviceWork:A',
    'ace-of-pentacles': 'FINANCE:D adviceMoney:H obstacleWork:B obstacleMoney:H rev.money:H rev.futureWork:D rev.obstacleMoney:D',
    'two-of-pentacles':
      'adviceMoney:H CAREER:A rev.work:A rev.futureWork:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A obstacleMoney:H rev.obstacleMoney:H rev.adviceMoney:H',
    'three-of-pentacles':
      'FINANCE:D futureWork:HD rev.futureWork:HD rev.work:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A adviceMoney:H',
    'four-of-pentacles':
      'obstacleMoney:D adviceMoney:DH rev.adviceMoney:DH CAREER:A rev.work:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A FINANCE:H rev.money:H rev.futureWork:H rev.obstacleMoney:H',
    'five-of-pentacles':
      'FINANCE:H rev.money:H futureWork:H obstacleMoney:H rev.obstacleMoney:H adviceMoney:H rev.adviceMoney:H rev.workView:A',
    'six-of-pentacles':
      'FINANCE:HD rev.money:DH adviceMoney:D CAREER:BA rev.work:BA adviceWork:A rev.adviceWork:A workView:A rev.workView:A obstacleMoney:D',
    'seven-of-pentacles': 'FINANCE:D futureWork:D obstacleMoney:D rev.obstacleMoney:D adviceMoney:DH rev.workView:A rev.money:H',
    'eight-of-pentacles':
      'FINANCE:HD futureWork:HD rev.work:A rev.futureWork:A rev.obstacleWork:A rev.adviceWork:A workView:A rev.workView:A rev.obstacleMoney:H adviceMoney:H',
    'nine-of-pentacles': 'FINANCE:D adviceMoney:D workView:A obstacleMoney:H rev.futureWork:H',
    'ten-of-pentacles': 'FINANCE:HD workView:BA rev.work:BA rev.workView:A',
    'page-of-pentacles': 'workView:B rev.workView:A CAREER:B FINANCE:H obstacleMoney:H adviceMoney:H rev.money:H rev.adviceMoney:H',
    'knight-of-pentacles': 'rev.adviceWork:A workView:A rev.workView:A FINANCE:H adviceMoney:H rev.adviceMoney:H rev.money:H',
    'queen-of-pentacles':
      'FINANCE:DH CAREER:A rev.work:A rev.futureWork:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A rev.money:H obstacleMoney:DH adviceMoney:H',
    'king-of-pentacles':
      'FINANCE:D adviceMoney:D workView:BA adviceWork:A rev.adviceWork:A rev.workView:A obstacleMoney:H rev.adviceMoney:H CAREER:B',
    'three-of-swords': 'CAREER:B',
    'the-moon': 'obstacleMoney:H adviceMoney:H futureWork:A',
    'eight-of-wands': 'obstacleMoney:H adviceMoney:H',
    'ace-of-swords': 'FINANCE:H',
    'page-of-swords': 'FINANCE:H',
    'five-of-cups': 'rev.adviceMoney:D',
  },
  es: {
    'the-fool': 'FINANCE:D rev.obstacleWork:A rev.obstacleMoney:H',
    'the-magician': 'futureWork:D FINANCE:H obstacleMoney:H rev.obstacleMoney:H rev.adviceMoney:H adviceMoney:H',
    'the-empress':
      'obstacleWork:A rev.obstacleWork:A rev.adviceWork:A workView:A rev.workView:A obstacleMoney:H rev.money:H rev.obstacleMoney:H rev.adviceMoney:H',
    'the-emperor':
      'rev.work:BA obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A obstacleMoney:H adviceMoney:H rev.futureWork:H rev.adviceMoney:H',
    'the-hierophant': 'CAREER:B workView:A rev.workView:A FINANCE:H',
    'the-lovers': 'futureWork:D obstacleMoney:D rev.adviceWork:A workView:A rev.workView:A CAREER:B adviceMoney:H rev.obstacleMoney:H',
    'the-chariot': 'rev.adviceMoney:H CAREER:B rev.obstacleWork:A workView:A obstacleMoney:H adviceMoney:H rev.money:H rev.obstacleMoney:H',
    strength:
      'adviceMoney:HD rev.adviceMoney:H obstacleWork:A rev.obstacleWork:A workView:A rev.workView:A futureWork:H obstacleMoney:H rev.money:H rev.obstacleMoney:H',
    'the-hermit': 'rev.workView:A FINANCE:H rev.futureWork:H',
    'wheel-of-fortune': 'adviceMoney:D rev.workView:A FINANCE:H rev.obstacleMoney:H rev.adviceMoney:H',
    justice: 'rev.adviceMoney:H workView:A rev.workView:A obstacleMoney:H',
    'the-hanged-man': 'rev.adviceMoney:D workView:BA obstacleWork:A FINANCE:H obstacleMoney:H rev.futureWork:H',
    death: 'rev.obstacleWork:A adviceWork:A rev.workView:A obstacleMoney:H adviceMoney:H rev.money:H rev.futureWork:H rev.adviceMoney:H',
    temperance:
      'obstacleWork:A rev.obstacleWork:A adviceWork:A rev.workView:A FINANCE:H futureWork:H obstacleMoney:H adviceMoney:H rev.money:H rev.futureWork:H rev.obstacleMoney:H rev.adviceMoney:H',
    'the-devil':
      'rev.money:H obstacleWork:A rev.obstacleWork:A workView:A rev.workView:A futureWork:H obstacleMoney:H rev.futureWork:H adviceMoney:H rev.obstacleMoney:H',
    'the-tower': 'adviceMoney:H obstacleWork:A rev.workView:A FINANCE:H rev.obstacleMoney:H futureWork:H',
    'the-star': 'rev.adviceMoney:H rev.workView:A obstacleMoney:H adviceMoney:H rev.obstacleMoney:H',
    'the-sun': 'workView:A rev.workView:A obstacleMoney:H adviceMoney:H rev.obstacleMoney:H rev.futureWork:H rev.adviceMoney:H',
    'the-world': 'rev.obstacleWork:A adviceMoney:H rev.obstacleMoney:H rev.adviceMoney:H',
    'ace-of-wands': 'FINANCE:H futureWork:HD rev.workView:A rev.obstacleMoney:H rev.money:H adviceMoney:H',
    'two-of-wands': 'FINANCE:D futureWork:HD rev.obstacleMoney:D rev.adviceMoney:H',
    'three-of-wands': 'FINANCE:HD futureWork:D adviceMoney:H rev.money:H rev.obstacleMoney:H rev.adviceMoney:H',
    'four-of-wands':
      'FINANCE:D obstacleMoney:DH adviceMoney:HD obstacleWork:AB rev.adviceWork:A workView:A rev.workView:A futureWork:H rev.money:H rev.obstacleMoney:H rev.adviceMoney:H',
    'five-of-wands': 'adviceMoney:H rev.obstacleWork:A rev.adviceWork:A workView:A rev.workView:A rev.futureWork:H',
    'six-of-wands':
      'obstacleMoney:D CAREER:BA rev.work:A rev.adviceWork:AB workView:A rev.workView:A FINANCE:H rev.obstacleMoney:H rev.adviceMoney:H futureWork:H rev.futureWork:H',
    'seven-of-wands': 'CAREER:A rev.work:A rev.futureWork:A rev.obstacleWork:A rev.workView:A obstacleMoney:H',
    'eight-of-wands': 'adviceMoney:H workView:A',
    'nine-of-wands':
      'CAREER:A rev.work:A futureWork:AH rev.futureWork:A obstacleWork:A rev.obstacleWork:A workView:A rev.workView:A FINANCE:H',
    'ten-of-wands':
      'FINANCE:H rev.money:H CAREER:A rev.work:A futureWork:A rev.futureWork:AH obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A obstacleMoney:H adviceMoney:H rev.obstacleMoney:H',
    'page-of-wands': 'FINANCE:H futureWork:D rev.adviceMoney:H obstacleMoney:H',
    'knight-of-wands': 'FINANCE:D adviceMoney:H rev.adviceMoney:H',
    'queen-of-wands': 'FINANCE:HD futureWork:B rev.work:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A adviceMoney:H',
    'king-of-wands': 'rev.work:BA CAREER:A obstacleWork:A rev.obstacleWork:A rev.workView:A futureWork:A rev.obstacleMoney:H',
    'ace-of-cups': 'futureWork:HD rev.work:A rev.obstacleWork:A rev.workView:A adviceMoney:H rev.money:H',
    'two-of-cups':
      'futureWork:DA CAREER:A rev.work:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A obstacleMoney:H adviceMoney:H rev.adviceMoney:H',
    'three-of-cups':
      'rev.futureWork:DAH rev.work:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A rev.money:H rev.adviceMoney:H futureWork:H adviceMoney:H',
    'four-of-cups': 'rev.adviceMoney:H obstacleMoney:H',
    'six-of-cups': 'rev.futureWork:D futureWork:H rev.adviceMoney:H',
    'seven-of-cups': 'futureWork:A rev.obstacleMoney:D',
    'eight-of-cups':
      'FINANCE:D rev.obstacleWork:BA adviceWork:BA rev.adviceWork:BA workView:BA CAREER:A rev.work:A futureWork:A rev.futureWork:A obstacleWork:A rev.workView:A adviceMoney:H',
    'nine-of-cups': 'workView:A rev.workView:A adviceMoney:H rev.money:H rev.adviceMoney:H',
    'ten-of-cups': 'adviceMoney:H rev.work:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A',
    'page-of-cups': 'FINANCE:H workView:A obstacleMoney:H adviceMoney:H rev.work:A',
    'knight-of-cups': 'FINANCE:DH futureWork:DH adviceMoney:D rev.workView:A',
    'queen-of-cups': 'futureWork:D adviceMoney:HD obstacleWork:A rev.obstacleWork:A rev.adviceWork:A workView:A rev.workView:A',
    'king-of-cups': 'rev.work:A rev.obstacleWork:A adviceWork:A',
    'ace-of-swords': 'rev.workView:A',
    'two-of-swords': 'CAREER:A',
    'three-of-swords': 'workView:A rev.workView:A CAREER:B adviceMoney:H',
    'four-of-swords': 'CAREER:A adviceWork:A rev.adviceWork:A rev.workView:A',
    'five-of-swords': 'CAREER:A rev.work:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:AB workView:A rev.workView:A',
    'six-of-swords': 'rev.futureWork:D adviceMoney:H rev.adviceMoney:H CAREER:B obstacleMoney:H rev.money:H rev.obstacleMoney:H',
    'seven-of-swords': 'rev.adviceWork:A rev.workView:A rev.money:H',
    'eight-of-swords': 'adviceMoney:H rev.adviceMoney:H obstacleMoney:H',
    'nine-of-swords': 'FINANCE:H rev.adviceMoney:H rev.workView:A rev.obstacleMoney:H',
    'ten-of-swords': 'adviceMoney:H rev.adviceMoney:H',
    'page-of-swords': 'rev.adviceWork:BA rev.work:A obstacleWork:A rev.obstacleWork:A rev.workView:A rev.obstacleMoney:H rev.adviceMoney:H',
    'knight-of-swords': 'rev.obstacleWork:A rev.workView:A obstacleMoney:H rev.adviceMoney:H',
    'queen-of-swords': 'workView:BA rev.workView:A',
    'king-of-swords': 'rev.adviceWork:A rev.workView:A obstacleMoney:H',
    'ace-of-pentacles':
      'FINANCE:HD futureWork:D obstacleMoney:D rev.workView:A adviceMoney:H rev.money:H rev.obstacleMoney:H rev.adviceMoney:H obstacleWork:A',
    'two-of-pentacles':
      'adviceMoney:H rev.adviceMoney:H CAREER:A rev.work:A futureWork:A rev.futureWork:AH obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A FINANCE:H obstacleMoney:H rev.obstacleMoney:H',
    'three-of-pentacles':
      'FINANCE:HD rev.futureWork:DAH adviceMoney:D rev.work:A obstacleWork:A rev.obstacleWork:A rev.adviceWork:A workView:A rev.workView:A obstacleMoney:H rev.money:H rev.obstacleMoney:H rev.adviceMoney:H',
    'four-of-pentacles':
      'obstacleWork:A rev.obstacleWork:A rev.workView:A FINANCE:H futureWork:H adviceMoney:H rev.futureWork:H rev.adviceMoney:H',
    'five-of-pentacles': 'FINANCE:H obstacleMoney:H adviceMoney:H futureWork:H rev.obstacleMoney:H rev.adviceMoney:H',
    'six-of-pentacles': 'rev.work:BA CAREER:A obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A obstacleMoney:H',
    'seven-of-pentacles': 'FINANCE:D rev.obstacleWork:A adviceMoney:H rev.adviceMoney:H',
    'eight-of-pentacles': 'FINANCE:HD futureWork:HD rev.work:A rev.futureWork:A workView:A rev.workView:A adviceMoney:H',
    'nine-of-pentacles': 'workView:A adviceWork:A adviceMoney:H futureWork:H rev.futureWork:H',
    'ten-of-pentacles': 'rev.money:D workView:A rev.workView:A',
    'page-of-pentacles': 'FINANCE:DH futureWork:D CAREER:B obstacleMoney:H adviceMoney:H rev.money:H rev.obstacleMoney:H rev.adviceMoney:H',
    'knight-of-pentacles': 'rev.money:D CAREER:A rev.obstacleWork:A workView:A rev.workView:A adviceMoney:H rev.obstacleMoney:H',
    'queen-of-pentacles':
      'rev.adviceMoney:H rev.work:A rev.futureWork:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A rev.money:H adviceMoney:H',
    'king-of-pentacles': 'adviceMoney:D',
    // «Dar el paso hacia el trabajo que sientes tuyo» tells someone with a business of their own to find another job.
    judgement: 'CAREER:B rev.obstacleMoney:H',
    'the-high-priestess': 'adviceMoney:H futureWork:H',
    'the-moon': 'obstacleMoney:H adviceMoney:H futureWork:A',
    'five-of-cups': 'adviceMoney:H rev.obstacleMoney:H rev.adviceMoney:H',
  },
  it: {
    'the-magician': 'futureWork:HD FINANCE:H',
    'the-high-priestess': 'adviceWork:A rev.workView:A rev.adviceMoney:H',
    'the-empress':
      'futureWork:HD rev.futureWork:HD obstacleWork:A rev.obstacleWork:A adviceWork:A workView:A rev.workView:A adviceMoney:H rev.money:H rev.adviceMoney:H',
    'the-emperor': 'CAREER:B rev.work:B obstacleWork:BA rev.obstacleWork:A adviceWork:A rev.adviceWork:A FINANCE:H rev.adviceMoney:H',
    'the-hierophant': 'rev.obstacleWork:A workView:A rev.workView:A adviceMoney:H rev.obstacleMoney:H',
    'the-lovers': 'futureWork:DH rev.futureWork:D obstacleMoney:D adviceMoney:D workView:A rev.workView:A PERSONAL_GROWTH:B',
    'the-chariot':
      'rev.futureWork:HD rev.obstacleWork:A rev.adviceWork:A FINANCE:H adviceMoney:H rev.money:H rev.obstacleMoney:H rev.adviceMoney:H',
    'the-hermit': 'futureWork:HD rev.futureWork:HD rev.adviceMoney:H workView:A rev.workView:A adviceMoney:H rev.obstacleMoney:H',
    'wheel-of-fortune': 'workView:A rev.workView:A FINANCE:H obstacleMoney:H rev.adviceMoney:H',
    justice: 'rev.workView:A FINANCE:H adviceMoney:H rev.adviceMoney:H',
    // «Chiudi… un abbonamento inutile, un debito da saldare» (and «Restano una rata da saldare… il tuo progetto di risparmio»,
    // «Pianta oggi un piccolo seme di risparmio… anche dieci euro») answer no question about selling a grandparents' house.
    death: 'futureWork:HD rev.obstacleMoney:D FINANCE:H adviceMoney:H rev.money:H',
    'the-devil':
      'rev.money:H rev.obstacleMoney:H rev.adviceMoney:H obstacleWork:A rev.obstacleWork:A futureWork:H obstacleMoney:H adviceMoney:H rev.futureWork:H',
    'the-tower': 'adviceMoney:H obstacleWork:A adviceWork:A obstacleMoney:H',
    'the-star': 'rev.obstacleMoney:H rev.adviceMoney:H rev.workView:A obstacleMoney:H futureWork:H',
    'the-sun': 'futureWork:HD rev.adviceWork:B workView:A adviceMoney:H rev.adviceMoney:H',
    judgement: 'futureWork:HD workView:BA obstacleMoney:H',
    'the-world': 'adviceMoney:H rev.obstacleMoney:H rev.adviceMoney:H rev.work:A rev.futureWork:A rev.adviceWork:A obstacleMoney:H',
    'ace-of-wands': 'FINANCE:HD rev.money:HD futureWork:HD workView:A adviceMoney:H rev.obstacleMoney:H rev.adviceMoney:H',
    'two-of-wands': 'FINANCE:D rev.futureWork:D rev.obstacleMoney:D rev.work:B rev.obstacleWork:B',
    'three-of-wands':
      'FINANCE:DH futureWork:HD adviceWork:A rev.adviceWork:A rev.workView:A obstacleMoney:H adviceMoney:H rev.adviceMoney:H',
    'four-of-wands':
      'FINANCE:D adviceMoney:D rev.adviceMoney:D rev.obstacleWork:BA obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A rev.money:H rev.obstacleMoney:DH',
    'five-of-wands': 'futureWork:D rev.obstacleWork:A adviceWork:A rev.workView:A rev.adviceMoney:H',
    'six-of-wands':
      'futureWork:HDB rev.futureWork:HD CAREER:BA rev.adviceWork:B adviceWork:A workView:A adviceMoney:H rev.obstacleMoney:H rev.adviceMoney:H',
    'seven-of-wands': 'obstacleMoney:H adviceMoney:H adviceWork:BA obstacleWork:A workView:A rev.obstacleMoney:H rev.adviceMoney:H',
    'eight-of-wands': 'adviceMoney:H rev.workView:A FINANCE:H rev.money:H rev.futureWork:A',
    'nine-of-wands': 'adviceMoney:H obstacleMoney:H rev.obstacleMoney:H',
    'ten-of-wands':
      'rev.money:H obstacleMoney:H adviceMoney:H rev.work:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A FINANCE:H rev.futureWork:H rev.adviceMoney:H',
    'page-of-wands': 'futureWork:HD obstacleMoney:H rev.adviceMoney:H',
    'knight-of-wands': 'futureWork:DH adviceMoney:D rev.adviceMoney:H',
    'queen-of-wands': 'futureWork:HD obstacleWork:A FINANCE:H obstacleMoney:H adviceMoney:H',
    'king-of-wands': 'FINANCE:D futureWork:HDA rev.futureWork:HD rev.work:B rev.obstacleWork:B obstacleWork:A rev.adviceWork:A',
    'ace-of-cups': 'FINANCE:HD futureWork:HD adviceWork:BA workView:A rev.workView:A rev.obstacleMoney:H',
    'two-of-cups':
      'futureWork:D rev.adviceMoney:H obstacleWork:A rev.obstacleWork:A workView:A rev.workView:A obstacleMoney:H adviceMoney:H CAREER:B',
    'three-of-cups':
      'FINANCE:DH futureWork:HD rev.obstacleWork:BA rev.adviceWork:BA CAREER:A obstacleWork:A adviceWork:A workView:A rev.workView:A obstacleMoney:H rev.money:H adviceMoney:H',
    'four-of-cups': 'adviceMoney:H rev.adviceMoney:H FINANCE:H rev.obstacleMoney:H obstacleMoney:H',
    'six-of-cups': 'FINANCE:HD futureWork:HD workView:A obstacleMoney:H rev.adviceMoney:H',
    'eight-of-cups':
      'futureWork:HDA rev.futureWork:A obstacleWork:A rev.obstacleWork:A rev.adviceWork:A workView:A rev.workView:A obstacleMoney:H adviceMoney:H rev.adviceMoney:H',
    'nine-of-cups': 'FINANCE:D rev.workView:A obstacleMoney:H rev.futureWork:H rev.obstacleMoney:H rev.adviceMoney:H rev.money:H',
    'ten-of-cups':
      'FINANCE:D adviceMoney:DH rev.work:A obstacleWork:A rev.obstacleWork:A adviceWork:A workView:A rev.workView:A obstacleMoney:H rev.money:H rev.obstacleMoney:H',
    'page-of-cups': 'FINANCE:HD rev.money:HD rev.obstacleWork:B obstacleMoney:H',
    'knight-of-cups': 'rev.adviceMoney:D adviceMoney:H',
    'queen-of-cups':
      'CAREER:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A rev.money:H rev.adviceMoney:H',
    'king-of-cups': 'rev.obstacleWork:A adviceWork:A',
    'two-of-swords': 'FINANCE:D futureWork:H',
    'four-of-swords': 'CAREER:A rev.work:A rev.obstacleWork:A adviceWork:A rev.workView:A adviceMoney:H',
    'five-of-swords': 'CAREER:BA rev.adviceWork:A rev.workView:A',
    'six-of-swords': 'adviceMoney:D obstacleMoney:H rev.money:H rev.futureWork:H rev.obstacleMoney:H',
    'seven-of-swords': 'rev.adviceMoney:H CAREER:A rev.adviceWork:A workView:A rev.advice:A rev.money:H rev.obstacleMoney:H',
    'eight-of-swords':
      'FINANCE:H rev.money:H obstacleMoney:H adviceMoney:H rev.adviceMoney:H obstacleWork:A rev.obstacleWork:B futureWork:H rev.obstacleMoney:H',
    'nine-of-swords': 'rev.adviceMoney:H obstacleMoney:H adviceMoney:H',
    'ten-of-swords': 'adviceMoney:H obstacleMoney:H rev.money:H rev.obstacleMoney:H',
    'page-of-swords': 'adviceMoney:D rev.adviceWork:A',
    'knight-of-swords': 'CAREER:A obstacleWork:A adviceWork:A rev.adviceWork:A rev.workView:A rev.adviceMoney:HD',
    'queen-of-swords': 'adviceMoney:H obstacleWork:A adviceWork:A rev.workView:A rev.obstacleMoney:H',
    'king-of-swords':
      'rev.work:BA rev.obstacleWork:B rev.adviceWork:B obstacleWork:A adviceWork:A workView:A futureWork:A rev.adviceMoney:H',
    'ace-of-pentacles': 'FINANCE:D obstacleMoney:D rev.obstacleMoney:D rev.adviceMoney:D adviceMoney:H rev.money:H',
    'two-of-pentacles':
      'obstacleMoney:H adviceMoney:H rev.work:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A futureWork:H rev.money:H rev.futureWork:H rev.obstacleMoney:H rev.adviceMoney:H',
    'three-of-pentacles':
      'FINANCE:D rev.money:D futureWork:HD rev.futureWork:HD adviceMoney:H rev.obstacleWork:A rev.adviceWork:A workView:A rev.workView:A future:H rev.adviceMoney:H',
    'four-of-pentacles':
      'obstacleMoney:DH rev.adviceMoney:D rev.advice:D CAREER:A rev.work:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A rev.workView:A FINANCE:H rev.money:H rev.obstacleMoney:H adviceMoney:H',
    'five-of-pentacles':
      'FINANCE:H rev.money:H obstacleMoney:H rev.obstacleMoney:H adviceMoney:H rev.adviceMoney:H futureWork:H rev.futureWork:H adviceWork:B',
    'six-of-pentacles': 'FINANCE:HD futureWork:HDBA adviceMoney:HD advice:D rev.workView:A',
    'seven-of-pentacles': 'FINANCE:D rev.money:D obstacleMoney:D adviceMoney:H',
    'eight-of-pentacles':
      'FINANCE:HD rev.money:HD futureWork:HD rev.futureWork:HD rev.work:A rev.obstacleWork:A rev.adviceWork:A rev.workView:A adviceMoney:H rev.obstacleMoney:H rev.adviceMoney:H obstacleWork:A',
    'nine-of-pentacles': 'FINANCE:D rev.futureWork:HD adviceMoney:D rev.adviceMoney:D futureWork:H',
    'ten-of-pentacles': 'FINANCE:D rev.money:D rev.adviceMoney:D rev.work:A rev.obstacleWork:A rev.workView:A',
    'page-of-pentacles': 'futureWork:HD rev.workView:A CAREER:B FINANCE:H adviceMoney:H rev.money:H rev.futureWork:H',
    'knight-of-pentacles': 'CAREER:A workView:A rev.workView:A rev.money:H FINANCE:H adviceMoney:H rev.adviceMoney:H',
    'queen-of-pentacles':
      'CAREER:A obstacleWork:A rev.obstacleWork:A adviceWork:A rev.adviceWork:A workView:A rev.workView:A futureWork:H rev.money:H rev.adviceMoney:H FINANCE:H obstacleMoney:H adviceMoney:H',
    'king-of-pentacles': 'futureWork:DBA rev.adviceMoney:HD advice:D rev.advice:D adviceWork:A adviceMoney:H',
    'three-of-swords': 'CAREER:B FINANCE:H adviceMoney:H rev.money:H',
    'the-fool': 'rev.obstacleMoney:H futureWork:H',
    strength: 'rev.money:H',
    'the-hanged-man': 'rev.adviceMoney:H',
    temperance: 'FINANCE:H rev.money:H rev.futureWork:H rev.adviceMoney:H',
    'the-moon': 'adviceMoney:H rev.money:H rev.adviceMoney:H',
    'five-of-cups': 'FINANCE:H adviceMoney:H rev.money:H rev.adviceMoney:H',
    'seven-of-cups': 'rev.adviceMoney:H',
  },
};
