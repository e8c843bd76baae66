import { compileKeywords, normalizeText } from '../theme-detection';
import type { PersonGender } from '../text';

/**
 * What a question asks for: a yes or no, whether to do something, when, or an open answer.
 * Only a yes-or-no question hears a verdict.
 */
export type AskKind = 'none' | 'yes-no' | 'should' | 'timing' | 'open';

/** Whom the question is about: the visitor, or another person ("Does she miss me?"). */
export type Subject = 'self' | 'other';

// Each list merges the three languages: a question is understood whatever language it is typed in.
const openings = {
  timing: compileOpening([
    'when',
    'how long',
    'how soon',
    'cuando',
    'cuanto tiempo',
    'en cuanto tiempo',
    'quando',
    'quanto tempo',
    'fra quanto',
    'tra quanto',
    'entro quando',
  ]),
  should: compileOpening([
    'should',
    'shall i',
    'ought',
    'debo',
    'deberia',
    'me conviene',
    'conviene',
    'vale la pena',
    'devo',
    'dovrei',
    'mi conviene',
    'conviene',
    'e il caso',
    'ha senso che',
  ]),
  open: compileOpening([
    'what',
    'whats',
    'how',
    'why',
    'where',
    'who',
    'which',
    'que',
    'como',
    'por que',
    'donde',
    'quien',
    'quienes',
    'cual',
    'cuales',
    'cuanto',
    'cuanta',
    'hacia donde',
    'cosa',
    'che',
    'che cosa',
    'come',
    'perche',
    'dove',
    'chi',
    'quale',
    'quali',
    'quanto',
    'quanta',
  ]),
};

/** A move to live elsewhere: weighed as a decision (no verdict), and never read as a trip. */
const moveWords = [
  'move abroad',
  'moving abroad',
  'move to',
  'moving to',
  'relocat*',
  'irme al extranjero',
  'mudarme al extranjero',
  'me voy a vivir',
  'irme a vivir',
  'me mudo',
  'mudarme',
  'trasferirmi',
  'mi trasferisco',
  'andare a vivere',
  'vado a vivere',
];

/**
 * A "should I" inside the question, where it does not open it ("Tell me, should I stay?"), and a
 * move the visitor is weighing ("¿Me voy a vivir a Madrid?"): a decision of theirs, not a forecast.
 */
const shouldAnywhere = compileKeywords([
  'should i',
  'should we',
  'debo',
  'deberia',
  'devo',
  'dovrei',
  'me conviene',
  'mi conviene',
  'right one to buy',
  'andare all estero',
  ...moveWords,
]);

/** A question about someone coming back, the only one a come-back spread's return answer speaks to. */
const aboutReturn = compileKeywords([
  'come back',
  'comes back',
  'coming back',
  'get back',
  'back together',
  'return*',
  'my ex',
  'ex',
  'volver*',
  'vuelv*',
  'regres*',
  'reconcil*',
  'tornare',
  'tornera',
  'torni',
  'tornasse',
  'ritorn*',
  'riavvicin*',
]);

/** Whether a question asks about a return (no question at all is the spread's own: it does). */
export function asksReturn(question: string | undefined): boolean {
  return !question?.trim() || aboutReturn.test(normalizeText(question));
}

/** Whether a question names one of a list's words or phrases (none asked names none). */
function mentions(words: RegExp): (question: string | undefined) => boolean {
  return (question) => !!question && words.test(normalizeText(question));
}

/** A bond that has just begun, or one weighed for the future, which a spread about one that ended cannot read. */
const liveBond = compileKeywords([
  'new relationship',
  'new partner',
  'new boyfriend',
  'new girlfriend',
  'someone new',
  'right person',
  'right one',
  'the one',
  'soulmate',
  'soul mate',
  'meant to be',
  'nueva relacion',
  'nueva pareja',
  'nuevo novio',
  'nueva novia',
  'alguien nuevo',
  'persona adecuada',
  'persona correcta',
  'persona indicada',
  'el indicado',
  'la indicada',
  'alma gemela',
  'media naranja',
  'nuova relazione',
  'nuova storia',
  'nuovo partner',
  'nuovo ragazzo',
  'nuova ragazza',
  'qualcuno di nuovo',
  'persona giusta',
  'quello giusto',
  'quella giusta',
  'anima gemella',
]);

/** Whether a question is about a bond that has not ended ("How will my new relationship develop?", "Is she the right person?"). */
export const asksAboutLiveBond = mentions(liveBond);

/** A third person the question is about, as visitors name them. */
const otherPerson = compileKeywords([
  'he',
  'she',
  'they',
  'him',
  'her',
  'them',
  'his',
  'my ex',
  'my partner',
  'my boyfriend',
  'my girlfriend',
  'my husband',
  'my wife',
  'my crush',
  'this person',
  'my friend',
  'my best friend',
  'my boss',
  'my colleague',
  'ella',
  'mi amiga',
  'mi amigo',
  'mi mejor amiga',
  'mi mejor amigo',
  'mi jefe',
  'mi jefa',
  'mi ex',
  'mi pareja',
  'mi novio',
  'mi novia',
  'mi marido',
  'mi esposo',
  'mi esposa',
  'mi mujer',
  'esa persona',
  'esta persona',
  'lui',
  'lei',
  'il mio ex',
  'la mia ex',
  'il mio ragazzo',
  'la mia ragazza',
  'mio marito',
  'mia moglie',
  'il mio compagno',
  'la mia compagna',
  'questa persona',
  'la mia amica',
  'il mio amico',
  'la mia migliore amica',
  'il mio migliore amico',
  'il mio capo',
  'la mia capa',
  'quella persona',
  'pensa a me',
  'pensa di me',
  'piensa de mi',
  'piensa hacer',
  'pensa di fare',
  'think of me',
  'thinks of me',
  'piensa en mi',
  'siente por mi',
  'prova per me',
  'me ama',
  'mi ama',
  'me quiere',
  'mi vuole',
  'mi pensa',
  'me extrana',
  'gli manco',
  'le manco',
  'volvera',
  'tornera',
]);

function compileOpening(words: readonly string[]): RegExp {
  const alternatives = words.map((word) => normalizeText(word).trim().replace(/ /g, ' '));
  return new RegExp(`^ (?:${alternatives.join('|')}) `, 'u');
}

/** Openers that start a sentence without asking ("Hi", "Dear cards", "Please") are skipped. */
const FILLER = /^ (?:hi|hello|hey|please|dear cards|ok|so|well|tell me|hola|por favor|oye|bueno|dime|ciao|per favore|allora|dimmi) /u;
/** A preposition before the question word ("Su cosa…", "¿En qué…", "On what…"). */
const PREPOSITION = /^ (?:on|in|at|for|about|to|from|with|en|de|por|para|con|a|su|in|di|per|con|da) (?=\p{L})/u;

export function askKind(question: string | undefined): AskKind {
  if (!question?.trim()) return 'none';
  const text = normalizeText(question).replace(FILLER, ' ');
  const asked = text.replace(PREPOSITION, ' ');
  if (openings.timing.test(asked)) return 'timing';
  if (openings.should.test(text)) return 'should';
  if (openings.open.test(asked)) return 'open';
  return shouldAnywhere.test(text) ? 'should' : 'yes-no';
}

/** Someone named before "of me", "por mí", "per me": "What does Sam think of me?", "¿Qué siente Dani por mí?", "Cosa prova Giulia per me?". */
const namedPerson =
  / (?:does (?!it |this |that )\p{L}+ (?:think|feel|love|miss|like|want|care)|(?:piensa|siente|quiere|opina) (?!de |por |en )\p{L}+ (?:de|por|sobre) mi|(?:pensa|prova|sente|vuole) (?!di |per |a )\p{L}+ (?:di|per|da|a) me) /u;

export function subjectOf(question: string | undefined): Subject {
  if (!question) return 'self';
  const text = normalizeText(question);
  return otherPerson.test(text) || namedPerson.test(text) ? 'other' : 'self';
}

/** A friend, whom a spread about a lover would read as one. */
const friend = compileKeywords([
  'friend',
  'friends',
  'best friend',
  'amiga',
  'amigo',
  'amigas',
  'amigos',
  'amica',
  'amico',
  'amiche',
  'amici',
]);

export const asksAboutAFriend = mentions(friend);

/** A home that has been in the family: inherited, or the grandparents' or parents' house. */
const familyHome = compileKeywords([
  'grandparents',
  'grandma*',
  'grandpa*',
  'grandmother*',
  'grandfather*',
  'inherit*',
  'family home',
  'family house',
  'parents house',
  'abuel*',
  'hered*',
  'herencia',
  'casa familiar',
  'casa de mis padres',
  'nonn*',
  'eredit*',
  'casa di famiglia',
  'casa dei miei',
]);

export const asksAboutAFamilyHome = mentions(familyHome);

/** Asks about selling: a home, a car, a business. */
export const asksToSell = mentions(compileKeywords(['sell', 'selling', 'vender', 'venderla', 'venderlo', 'vendere', 'vendita']));

/** Asks whether now is the moment for a step ("Is it a good time to move abroad?"). */
export const asksIfItIsTime = mentions(
  compileKeywords([
    'good time',
    'right time',
    'right moment',
    'buen momento',
    'momento adecuado',
    'momento oportuno',
    'buon momento',
    'momento giusto',
    'momento adatto',
  ]),
);

const relocation = compileKeywords([
  ...moveWords,
  'emigrat*',
  'live abroad',
  'vivir en el extranjero',
  'emigrar',
  'trasferirsi',
  'vivere all estero',
  'emigrare',
]);

export const asksAboutAMove = mentions(relocation);

/** Where to go on a trip ("Where should I go this summer?"): a trip's question, though it asks what to choose. */
const whereToGo = compileKeywords([
  'where should i go',
  'where should we go',
  'where shall i go',
  'where to go',
  'where should i travel',
  'where to travel',
  'adonde deberia ir',
  'adonde debo ir',
  'adonde ir',
  'a donde ir',
  'donde deberia viajar',
  'adonde deberia viajar',
  'adonde viajar',
  'dove dovrei andare',
  'dove andare',
  'dove dovrei viaggiare',
  'dove viaggiare',
]);

export const asksWhereToGo = mentions(whereToGo);

/** Asking what to do with something ("What should I do about this offer?"), which asks to choose. */
const whatToDo = compileKeywords([
  'what should i do',
  'what do i do',
  'what shall i do',
  'what to do',
  'que hago',
  'que debo hacer',
  'que deberia hacer',
  'que me conviene hacer',
  'que hacer',
  'cosa faccio',
  'cosa devo fare',
  'cosa dovrei fare',
  'cosa mi conviene fare',
  'cosa fare',
  'che faccio',
  'che devo fare',
]);

export const asksWhatToDo = mentions(whatToDo);

/** Asking what someone feels rather than thinks ("What does Giulia feel for me?", "Cosa prova per me?"). */
const feeling = compileKeywords([
  'feel',
  'feels',
  'feelings',
  'siente',
  'sienten',
  'sentimientos',
  'prova',
  'provera',
  'sente',
  'sentimenti',
]);

export const asksWhatTheyFeel = mentions(feeling);

/** A question about the visitor's days or life at large ("What do I need to hear today?"): never a trip's. */
const lifeAtLarge = compileKeywords([
  'today',
  'this week',
  'this month',
  'this year',
  'my life',
  'in general',
  'need to hear',
  'focus on',
  'hoy',
  'esta semana',
  'este mes',
  'este ano',
  'mi vida',
  'en general',
  'necesito oir',
  'centrarme',
  'oggi',
  'questa settimana',
  'questo mese',
  'quest anno',
  'la mia vita',
  'in generale',
  'ho bisogno di sentir*',
  'concentrarmi',
]);

export const asksAboutLife = mentions(lifeAtLarge);

/** A question about the day itself ("How will today go?"): what the morning and the evening of a day are read for. */
const theDay = compileKeywords([
  'today',
  'tonight',
  'tomorrow',
  'this afternoon',
  'morning',
  'evening',
  'my day',
  'the day',
  'hoy',
  'esta noche',
  'esta tarde',
  'manana',
  'mi dia',
  'el dia',
  'la noche',
  'jornada',
  'oggi',
  'stasera',
  'stamattina',
  'stanotte',
  'domani',
  'mattina',
  'sera',
  'serata',
  'giornata',
]);

export const asksAboutTheDay = mentions(theDay);

/** A question that speaks of going somewhere (a trip, leaving, packing): what a travel spread reads. */
const going = compileKeywords([
  'go',
  'going',
  'leave',
  'leaving',
  'trip*',
  'travel*',
  'journey*',
  'holiday*',
  'vacation*',
  'abroad',
  'fly',
  'flight*',
  'visit*',
  'pack*',
  'destination*',
  'ir',
  'irme',
  'voy',
  'vamos',
  'viaj*',
  'vacaciones',
  'salir',
  'partir',
  'destino*',
  'maleta*',
  'vuelo*',
  'visitar',
  'extranjero',
  'escapada*',
  'andare',
  'vado',
  'andiamo',
  'partire',
  'parto',
  'partenza',
  'viagg*',
  'vacanz*',
  'meta',
  'valigi*',
  'volo',
  'visitare',
  'estero',
  'destinazion*',
  'gita',
]);

export const speaksOfGoing = mentions(going);

/** A quarrel in a bond that goes on ("after the argument"): making up, never an ex's return. */
const quarrel = compileKeywords([
  'argument*',
  'fight',
  'fought',
  'quarrel*',
  'falling out',
  'fell out',
  'discusion*',
  'pelea*',
  'peleamos',
  'bronca',
  'enfad*',
  'litig*',
  'discussion*',
  'lite',
  'arrabbiat*',
]);

export const afterAQuarrel = mentions(quarrel);

/** Marks of the future: "will", "going to"; "será", "volverá", "va a"; "sarà", "tornerò". */
const futureWords = / (?:will|wont|ll|going to|gonna|would|shall|voy a|vas a|va a|vamos a|van a|sto per|stai per|sta per) /u;
// (From one letter: «irá», «iré», the future of «ir», es round 85: «¿Le irá bien a mi negocio?» read as how things stand.)
const futureEndings = /\p{L}+(?:ré|rás|rá|remos|réis|rán|rò|rai|rà|remo|ranno)(?!\p{L})/u;

/**
 * Whether a question asks how things stand rather than how they will go ("Is my friend honest
 * with me?", "¿Me quiere?", "Mi ama?"): its answer cannot be "not for now".
 */
export function asksAboutNow(question: string | undefined): boolean {
  if (!question?.trim()) return false;
  return !futureWords.test(normalizeText(question)) && !futureEndings.test(question.toLowerCase());
}

/** A yes or no about how something will turn out ("Will the trip go well?"): its no is "not easily", never "not for now". */
const turnsOut = compileKeywords([
  'go well',
  'go ok',
  'go okay',
  'work out',
  'turn out well',
  'be a success',
  'be successful',
  'succeed',
  'salir bien',
  'saldra bien',
  'ir bien',
  'ira bien',
  'funcionar',
  'funcionara',
  'tener exito',
  'tendra exito',
  'andare bene',
  'andra bene',
  'funzionare',
  'funzionera',
  'avere successo',
  'avra successo',
]);

export const asksHowItGoes = mentions(turnsOut);

/** Whether a question about someone's heart asks how it stands now or still, as after something ended ("What do they feel now?"). */
export const asksSinceAnEnd = mentions(
  compileKeywords(['now', 'anymore', 'any more', 'still', 'ahora', 'todavia', 'aun', 'adesso', 'ora', 'ancora']),
);

/** Whether an open question asks how something will go ("How will I do at university?"), not what to do about it. */
export const asksHowItWillGo = (question: string | undefined) =>
  /(?<!\p{L})(how will|c[oó]mo (me |te |le |nos |les |se )?(ir[aá]|ir[aá]n|saldr[aá]|evolucionar[aá]|acabar[aá]|terminar[aá]|resolver[aá]|arreglar[aá]|solucionar[aá])|come (mi |ti |ci |gli |le |si )?(andr[aà]|andranno|finir[aà]|evolver[aà]|risolver[aà]|sistemer[aà]))(?!\p{L})/iu.test(
    question ?? '',
  );

/** Asking how to bring something about ("How can I improve my finances?", «¿Cómo puedo…?», «Come posso…?»). */
const howTo = compileKeywords([
  'how can i',
  'how could i',
  'how should i',
  'how do i',
  'what can i do',
  'como puedo',
  'como podria',
  'como debo',
  'como deberia',
  'como hago',
  'que puedo hacer',
  'come posso',
  'come potrei',
  'come devo',
  'come dovrei',
  'come faccio',
  'cosa posso fare',
  'che posso fare',
]);

/** Whether an open question asks what to do or how to bring something about, not how it will go. */
export const asksHowTo = (question: string | undefined) => mentions(howTo)(question) || asksWhatToDo(question);

/** What an open question asks of the cards: what blocks, what someone else thinks or feels, why, or what to do or know. */
export type OpenFocus = 'block' | 'other' | 'why' | 'watch' | 'way';

const blockWords = compileKeywords([
  'block*',
  'holding me back',
  'holds me back',
  'hold me back',
  'stopping me',
  'in my way',
  'in the way',
  'wrong',
  'bloque*',
  'me frena',
  'frenando',
  'esta frenando',
  'impidiendo',
  'me impide',
  'me detiene',
  'falla',
  'blocc*',
  'mi frena',
  'mi impedisce',
  'ostacol*',
  'non va',
]);

const otherWords = compileKeywords([
  'think',
  'thinks',
  'feel',
  'feels',
  'intend',
  'intends',
  'intentions',
  'want from me',
  'piensa',
  'siente',
  'opina',
  'pretende',
  'intenciones',
  'quiere de mi',
  'pensa',
  'prova',
  'sente',
  'intende',
  'intenzione',
  'intenzioni',
  'vuole da me',
  // What they mean to do, said without a verb of thinking ("Cosa vuole fare con me?").
  'mean to do',
  'plans for me',
  'want to do with me',
  'plan to do with me',
  'plans to do with me',
  'going to do with me',
  'quiere hacer conmigo',
  'planes tiene conmigo',
  'vuole fare con me',
  'vuole fare di noi',
  'progetti ha con me',
  'fa sul serio',
]);

const whyWords = compileKeywords(['why', 'how come', 'por que', 'a que se debe', 'perche', 'come mai']);

/** What to beware of ("What should I watch out for today?"): a warning, not a virtue to work on. */
const watchWords = compileKeywords([
  'watch out',
  'look out for',
  'be careful',
  'beware',
  'wary of',
  'tener cuidado',
  'cuidado con',
  'ojo con',
  'fare attenzione',
  'stare attent*',
  'guardarmi da',
]);

/** The focus of an open question ("Why do I…?" → why; "What is blocking my career?" → block; "What does my boss think?" → other). */
export function openFocus(question: string | undefined, subject: 'self' | 'other'): OpenFocus {
  const text = normalizeText(question ?? '');
  // Why someone else does something is theirs to say: only the visitor's own why is read ("Why do I keep attracting the wrong people?").
  if (subject === 'self' && whyWords.test(text)) return 'why';
  if (watchWords.test(text)) return 'watch';
  if (blockWords.test(text)) return 'block';
  return subject === 'other' && otherWords.test(text) ? 'other' : 'way';
}

/** Words as a pattern matching each with its first letter in either case ("Will Tom…", "will Tom…"). */
const anyCase = (words: string) =>
  `(?:${words
    .split('|')
    .map((word) => `[${word[0]}${word[0]!.toLocaleUpperCase()}]${word.slice(1)}`)
    .join('|')})`;

/** The people a question names with "my", or by name, and how the reading says them back to the visitor. */
const people: readonly { asked: RegExp; said: (found: RegExpMatchArray) => string }[] = [
  {
    asked:
      /\bmy (boss|manager|colleague|coworker|co-worker|sister|brother|mum|mom|mother|dad|father|friend|best friend|son|daughter|partner|boyfriend|girlfriend|husband|wife|grandma|grandmother|grandad|grandpa|grandfather|granny|nan|nana|aunt|uncle|cousin|crush|ex)\b/iu,
    said: ([, noun]) => `your ${noun!.toLowerCase()}`,
  },
  {
    asked:
      /(?<!\p{L})mi (jefe|jefa|compañer[oa]|herman[oa]|madre|padre|mamá|papá|amig[oa]|mejor amig[oa]|hij[oa]|novi[oa]|pareja|marido|espos[oa]|abuel[oa]|tí[oa]|prim[oa]|ex)(?!\p{L})/iu,
    said: ([, noun]) => `tu ${noun!.toLowerCase()}`,
  },
  {
    asked:
      /(?<!\p{L})(il mio|la mia|mio|mia) (capo|responsabile|collega|sorella|fratello|madre|mamma|padre|papà|amic[oa]|migliore amic[oa]|figli[oa]|ragazz[oa]|compagn[oa]|marito|moglie|nonn[oa]|zi[oa]|cugin[oa]|ex)(?!\p{L})/iu,
    said: ([, mine, noun]) => `${mine!.toLowerCase().replace('mio', 'tuo').replace('mia', 'tua')} ${noun!.toLowerCase()}`,
  },
  // Someone named after what they might feel or do ("What does Sarah feel for me?", "¿Qué siente Lucía?", "Cosa prova
  // Giulia per me?", "Will Tom come back?"): said back by name.
  {
    asked: new RegExp(
      `(?<!\\p{L})${anyCase('does|did|will|would|is')} (?!God\\b)(\\p{Lu}\\p{Ll}{2,}) (?:think|feel|miss|love|like|want|care|come back|still|really|secretly)(?!\\p{L})`,
      'u',
    ),
    said: ([, name]) => name!,
  },
  {
    asked: new RegExp(
      `(?<!\\p{L})${anyCase('piensa|siente|quiere|extraña|ama|volverá|regresará|echa de menos|pensa|prova|sente|vuole|tornerà|ritornerà|ricambia')}\\s+(?!Dios?\\b)(\\p{Lu}\\p{Ll}{2,})(?!\\p{L})`,
      'u',
    ),
    said: ([, name]) => name!,
  },
];

/** The person a question asks about, said back to the visitor ("my boss" → "your boss", "la mia amica" → "la tua amica"). */
export function personAsked(question: string | undefined): string | undefined {
  for (const { asked, said } of people) {
    const found = question?.match(asked);
    if (found) return said(found);
  }
  return undefined;
}

/** Words that say the person asked about is a man or a woman (en, es, it). */
const genderWords: Record<'masculine' | 'feminine', RegExp> = {
  masculine:
    /(?<!\p{L})(he|him|his|himself|guy|boyfriend|husband|brother|dad|father|son|él|novio|exnovio|marido|esposo|hermano|padre|papá|hijo|amigo|chico|compañero|lui|ragazzo|fidanzato|marito|fratello|papà|figlio|amico|compagno)(?!\p{L})/iu,
  feminine:
    /(?<!\p{L})(she|her|hers|herself|girlfriend|wife|sister|mum|mom|mother|daughter|ella|novia|exnovia|esposa|hermana|madre|mamá|hija|amiga|chica|compañera|lei|ragazza|fidanzata|moglie|sorella|mamma|figlia|amica|compagna)(?!\p{L})/iu,
};

/** Whether the person a question asks about is a man or a woman, when its words say so and do not say both. */
export function personGender(question: string | undefined): PersonGender {
  const man = question !== undefined && genderWords.masculine.test(question);
  const woman = question !== undefined && genderWords.feminine.test(question);
  return man === woman ? undefined : man ? 'masculine' : 'feminine';
}
