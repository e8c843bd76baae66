import { describe, expect, it } from 'vitest';
import { concernOf, concerns, type Concern, type ConcernPhrases } from '@/lib/tarot/safety/concern';
import { en } from '@/lib/tarot/safety/phrases/en';
import { es } from '@/lib/tarot/safety/phrases/es';
import { it as itPhrases } from '@/lib/tarot/safety/phrases/it';
import { normalizeText } from '@/lib/tarot/theme-detection';
import { patterns } from '@/lib/tarot/safety/patterns';
import { phrasePatterns } from '@/lib/tarot/safety/phrase-patterns';

type Case = readonly [question: string, concern: Concern | undefined];

/** Each question with every concern in a table is one case; ordinary questions expect undefined. */
function cases(concern: Concern | undefined, questions: readonly string[]): Case[] {
  return questions.map((question) => [question, concern] as const);
}

const english: Case[] = [
  ...cases('crisis', [
    'I want to kill myself',
    'i wanna kms',
    'Should I just end it all?',
    "I'm so tired of living, will anything change?",
    "There's no point going on, is there?",
    'Everyone would be better off without me',
    "I can't take it anymore. What should I do?",
    "what's the point of anything",
    "I don't want to be alive anymore",
    'dont want to live anymore tbh',
    'I keep thinking about suicide',
    'I have been self-harming again',
    "I've been cutting myself, will it stop?",
    'I wish I was dead',
    "I wish I'd never been born",
    'Will anyone notice if I take my own life?',
    'Nobody would miss me, would they?',
    'I have nothing to live for',
    "I can't go on like this",
    'I want to disappear forever',
    "I'm thinking of taking an overdose",
    'Should I jump off a bridge',
    'I feel suicidal, will it pass?',
    'I want to unalive myself',
    "Life isn't worth living without him",
    "I'm done with life",
    'i cant do this anymore',
    'My life is pointless without her',
    'I see no way out',
    'I want to hurt myself',
    'I just want to die',
    "I'm sick of being alive",
    "What's the point of living?",
    "I don't want to wake up tomorrow",
    'I want to kill myself, will anyone miss me?',
    "I'm so tired of living. Is there any point?",
    'I dont see the point anymore',
    'Theres no point in anything',
    'i wanna end it',
    'I want to stop existing',
    'I feel like dying',
    'No one would care if I disappeared',
  ]),
  ...cases('violence', [
    'My partner hits me when he drinks. Will he change?',
    'My husband threatened to kill me',
    "I'm scared of my boyfriend, should I leave?",
    'He pushed me down the stairs',
    'My ex is stalking me',
    'She slapped me last night, is it over?',
    "I'm afraid of him, what do I do?",
    'My relationship is abusive, will it get better?',
    'I was raped last year, will I heal?',
    'He beat me up, will he apologise?',
  ]),
  ...cases('grief', [
    'My grandmother died last week. Is she at peace?',
    'My dad passed away, is he watching over me?',
    'I lost my mum last year, will the pain ease?',
    "How do I get through my brother's funeral?",
    "I'm grieving my best friend",
    'I had a miscarriage, will I have another baby?',
    'My late husband, does he still love me?',
    'Since she died nothing feels right',
    'My son is dead and I am lost',
  ]),
  ...cases('illness-loved', [
    'Will my mum recover from cancer?',
    'My dad is in intensive care, will he make it?',
    'My husband has a brain tumour',
    'My sister is in hospital, will she be ok?',
    'My grandma has dementia, how long does she have?',
    'Will my dog survive his surgery?',
    'My best friend starts chemo tomorrow',
    'Will she pull through?',
    'My father had a stroke, will he walk again?',
    'Will my grandmother get better?',
    'Is my dad going to die?',
    'My mom has covid, will she be ok?',
    "Will my father's operation go well?",
  ]),
  ...cases('illness-self', [
    'I have been diagnosed with MS, will I get better?',
    'I have cancer, will I beat it?',
    'Will my surgery go well?',
    "I'm starting chemotherapy next week",
    "I'm in hospital, when will I go home?",
    'Will I recover from this illness?',
    'I need a kidney transplant, will I get one?',
    'Will I beat my depression?',
  ]),
  ...cases('pregnancy', [
    'Am I pregnant?',
    'Will I get pregnant this year?',
    'Is my wife pregnant?',
    'My period is late, am I expecting?',
    "We've been trying to conceive for two years",
    'Will IVF work for us?',
    'Will I have a baby next year?',
    'Is it a boy or a girl?',
    'Should I take a pregnancy test?',
  ]),
  ...cases('health-result', [
    'Will my biopsy results be good?',
    'What will my blood test show?',
    'Are my test results going to be fine?',
    'Is the lump benign?',
    'Will the MRI show anything?',
    "I'm waiting for my mammogram, will it be clear?",
    "What will the doctor's diagnosis be?",
    'Will my scan results be clear?',
    'Is my prognosis good?',
  ]),
  ...cases('betrayal', [
    'Is my husband cheating on me?',
    'Is he having an affair?',
    'Does my boyfriend have someone else? Does he have someone else?',
    'Is there another woman?',
    'Is my girlfriend seeing someone else?',
    'He has been lying to me, should I forgive him?',
    'My wife betrayed me with my best friend',
    'Is he talking to other women behind my back?',
    'Was he unfaithful?',
    'Will he leave his wife for me?',
  ]),
  ...cases('leaving', [
    'My husband left me for someone else. Will he come back?',
    'He dumped me out of nowhere, will he regret it?',
    'She broke up with me, does she miss me?',
    'My wife wants a divorce, can we fix this?',
    'He ghosted me after three months',
    'We broke up last week, is it really over?',
    'My partner walked out on me and the kids',
    'Why did she leave me for him?',
    'He moved out yesterday, will he come back?',
  ]),
  ...cases(undefined, [
    'Will I find love this year?',
    'Does he still love me?',
    'Will my ex come back?',
    'Should I end my relationship?',
    "I'm stuck in a dead-end job, should I quit?",
    "I'm dying to see them again, will they call?",
    'Will I kill it at the interview?',
    'Is this job killing my creativity?',
    'Will I get the promotion?',
    'Should I accept the offer?',
    'My boyfriend is sick of me, is it over?',
    "I'm sick and tired of my boss, should I quit?",
    'Will I get a lump sum from the settlement?',
    'Will I pass my driving test?',
    'He left me on read, does he like me?',
    'Is it a good time to buy a house?',
    'My mum is dying to meet my new boyfriend, is he the one?',
    'Am I expecting too much from him?',
    'What does a Cancer man think of me?',
    'Will my business survive this year?',
    'Should I call in sick tomorrow?',
    'Is there no point going on dates anymore?',
    "I'm afraid of him leaving me, what can I do?",
    'How can I heal after a breakup?',
    'Will my savings grow?',
    'Is my colleague interested in me?',
    'Will my best friend and I make up?',
    'What does the Death card mean for me?',
    'Is this a match made in heaven?',
    'Will my mother like my boyfriend?',
    'Should I move to another city?',
    'I feel stuck in life, what should I focus on?',
    'Can I trust my coworker?',
    'Ill get the job, right?',
    'Will I find the courage to leave this dead end town?',
    'Is there someone else for me?',
    'He is dead set on moving',
    'My mom is sick of my boyfriend',
    'My plant died, is it a sign?',
    'I want to end it with him, is that right?',
    'Am I going to die alone?',
    'He left me a voicemail, what does it mean?',
    'I lost my job, will I find another?',
  ]),
];

const spanish: Case[] = [
  ...cases('crisis', [
    'Quiero acabar con todo, ¿mejoraré?',
    'Ya no puedo más, quiero morirme',
    'Estoy cansada de vivir',
    'estoy cansado de vivir, ¿cambiará algo?',
    'No quiero seguir viviendo',
    'Me quiero matar',
    'me kiero morir',
    'Quiero quitarme la vida',
    'Pienso en suicidarme',
    'No vale la pena vivir',
    'A veces quiero desaparecer para siempre',
    'Todos estarían mejor sin mí',
    'Nadie me echaría de menos',
    'No tengo razones para vivir',
    'Mi vida no tiene sentido',
    '¿Para qué seguir viviendo?',
    'Me corto los brazos cuando estoy mal',
    'Quiero hacerme daño',
    'Tengo ganas de morir',
    'Ojalá no hubiera nacido',
    'Me gustaría dormir para siempre',
    'Pienso en tirarme por la ventana',
    'Quiero tomarme todas las pastillas',
    'Ya no aguanto más, ¿qué hago?',
    'harta de vivir así',
    'ya no quiero vivir',
    'Quiero dejar de existir',
    'prefiero estar muerta',
    'no quiero despertar mañana',
    'pienso en la muerte todo el tiempo',
    '¿Qué sentido tiene la vida sin él?',
    'me autolesiono',
    'ya no puedo mas',
    'Estoy cansada de vivir, ¿tiene sentido seguir?',
    'Ya no le encuentro sentido a la vida',
    'no soporto más esta vida',
    'me quiero ir de este mundo',
    'me quiero matar jajaja',
  ]),
  ...cases('violence', [
    'Mi pareja me pega cuando bebe, ¿cambiará?',
    'Mi marido me maltrata',
    'Mi ex me amenaza con matarme',
    'Tengo miedo de mi pareja',
    'Le tengo miedo a mi marido',
    'Mi novio me empujó y me golpeó',
    'Sufro violencia de género',
    'Me da palizas, ¿lo dejo?',
    'Mi jefe me acosa',
  ]),
  ...cases('grief', [
    'Mi abuela murió la semana pasada, ¿está en paz?',
    'Mi padre falleció hace un mes',
    'Perdí a mi madre este año',
    'Estoy de luto por mi hermano',
    'Tuve un aborto espontáneo, ¿volveré a quedarme embarazada?',
    '¿Mi hijo, que se murió, me cuida desde el cielo?',
    'Desde la muerte de mi esposo no levanto cabeza',
    'Mi perro ha muerto, ¿está en el cielo?',
    'Mañana es el funeral de mi tío',
  ]),
  ...cases('illness-loved', [
    'Mi papá está en la UCI',
    'Mi madre está enferma de cáncer, ¿se pondrá bien?',
    'Mi hermano tiene un tumor',
    'Mi abuela tiene alzheimer',
    '¿Mi marido se curará?',
    'Mi hija está ingresada en el hospital',
    '¿Mi abuelo se está muriendo?',
    'A mi novio lo van a operar del corazón',
    'Mi amiga empieza la quimio',
    'Mi madre está muy malita',
    'Mi papá está en la UCI, ¿saldrá adelante?',
  ]),
  ...cases('illness-self', [
    'Tengo cáncer, ¿me curaré?',
    'Me van a operar la semana que viene',
    'Estoy enferma, ¿mejoraré pronto?',
    'Me diagnosticaron diabetes',
    '¿Saldrá bien mi cirugía?',
    'Estoy en el hospital, ¿cuándo saldré?',
    'Tengo depresión, ¿se me pasará?',
    '¿Superaré esta enfermedad?',
  ]),
  ...cases('pregnancy', [
    '¿Estoy embarazada?',
    '¿Me quedaré embarazada este año?',
    'Creo que estoy en estado',
    'No me baja la regla, ¿qué pasa?',
    '¿Tendré hijos?',
    '¿Funcionará la FIV?',
    'Estamos buscando un bebé',
    '¿Será niño o niña?',
    'Me hice una prueba de embarazo',
  ]),
  ...cases('health-result', [
    '¿Saldrán bien los resultados de la biopsia?',
    '¿Qué dirán los análisis de sangre?',
    'Me hicieron pruebas médicas, ¿saldrá todo bien?',
    'Tengo un bulto en el pecho, ¿será benigno?',
    '¿Cómo saldrá la mamografía?',
    'Espero el diagnóstico del médico',
    '¿Qué dirá la resonancia magnética?',
    '¿Los resultados de mis pruebas serán buenos?',
  ]),
  ...cases('betrayal', [
    'Creo que mi marido me es infiel, ¿qué hago?',
    '¿Mi esposo tiene a otra?',
    'Mi novio me pone los cuernos',
    '¿Mi pareja me engaña?',
    '¿Hay otra mujer en su vida?',
    'Mi novia me mintió, ¿la perdono?',
    'Me siento traicionada por mi mejor amiga',
    '¿Tiene un amante?',
    'Habla con otra a mis espaldas',
  ]),
  ...cases('leaving', [
    'Mi novio me dejó por otra, ¿volverá?',
    'Me dejó después de diez años',
    'Mi marido se fue con otra',
    'Mi esposa quiere el divorcio',
    'Rompió conmigo por mensaje',
    'Mi novio cortó conmigo, ¿me extraña?',
    'Nos separamos hace un mes, ¿hay esperanza?',
    'Me abandonó cuando más lo necesitaba',
    'Me hizo ghosting, ¿volverá a escribirme?',
  ]),
  ...cases(undefined, [
    '¿Encontraré el amor este año?',
    '¿Debo acabar la relación?',
    '¿Me conviene acabar la relación con mi novio?',
    '¿Debo terminar la relación?',
    '¿Conseguiré el trabajo?',
    'Me muero de ganas de verlo, ¿me llamará?',
    'Me dejó en visto, ¿le gusto?',
    'Me dejó un mensaje raro, ¿qué significa?',
    'Soy enfermera, ¿me ascenderán?',
    'Soy cáncer, ¿qué me depara el mes?',
    '¿Un hombre cáncer es compatible conmigo?',
    '¿Me irá bien con el dinero?',
    '¿Debo mudarme a otra ciudad?',
    'Estoy muerta de miedo por la entrevista',
    '¿Qué piensa mi ex de mí?',
    '¿Volveremos a estar juntos?',
    '¿Le gusto a mi compañero de trabajo?',
    'Estoy enferma de celos, ¿él me quiere?',
    '¿Debo hacerme una cirugía estética?',
    '¿Mi negocio saldrá adelante?',
    '¿Aprobaré el examen?',
    '¿Mi jefe me valora?',
    '¿Tengo que dejar mi trabajo?',
    '¿Qué siente por mí?',
    '¿Mi madre aceptará a mi novio?',
    '¿Mi hermana y yo nos reconciliaremos?',
    '¿Hay otra oportunidad para nosotros?',
    'No quiero seguir con él, ¿encontraré a alguien mejor?',
    '¿Voy a ganar la lotería?',
    '¿Me conviene invertir en bolsa?',
    '¿Cuándo conoceré a mi alma gemela?',
    '¿Me engaña mi intuición?',
    'Estoy cansada de mi trabajo, ¿debería dejarlo?',
    '¿Va a volver a hacerme daño?',
    'Quiero morirme de la vergüenza',
    'Mi ex está muerto para mí, ¿debo olvidarlo?',
    '¿Me dejará entrar en su vida?',
    '¿Está enamorado de otra?',
  ]),
];

const italian: Case[] = [
  ...cases('crisis', [
    'Sono stanca di vivere, cambierà qualcosa?',
    'Non ce la faccio più, ha senso andare avanti?',
    'Voglio farla finita, le carte cosa dicono?',
    'Non voglio più vivere, finirà questo dolore?',
    'Mi voglio ammazzare',
    'Penso al suicidio',
    'Voglio togliermi la vita',
    'Vorrei sparire per sempre',
    'Voglio sparire',
    'Non ha più senso niente',
    'La mia vita non ha senso',
    'Vorrei morire',
    'Ho voglia di morire',
    'Starebbero tutti meglio senza di me',
    'Nessuno sentirebbe la mia mancanza',
    'Mi taglio le braccia quando sto male',
    'Voglio farmi del male',
    'sono stanco della vita',
    'nn ce la faccio piu',
    'non ho più voglia di vivere',
    'Vorrei addormentarmi e non svegliarmi più',
    'Penso di buttarmi dal ponte',
    'Che senso ha vivere così?',
    'Non ho niente per cui vivere',
    'Vorrei non essere mai nata',
    'Ha ancora senso andare avanti?',
    'stufa di vivere',
    'se mi lascia mi ammazzo',
    'Vorrei uccidermi',
    'Ho pensato di prendere tutte le pillole',
    'Non ha più senso.',
    'Penso sempre alla morte',
    'mi autolesiono',
    "non vedo via d'uscita",
    'vorrei non svegliarmi domani',
    'non riesco più ad andare avanti',
    'la faccio finita',
    'mi sento vuota, niente ha senso',
  ]),
  ...cases('violence', [
    'Il mio compagno mi picchia, cambierà?',
    'Mio marito mi alza le mani',
    'Ho paura di lui, cosa devo fare?',
    'Mi ha dato uno schiaffo, lo perdono?',
    'Subisco violenza psicologica',
    'Il mio ex mi minaccia',
    'Mi ha messo le mani addosso',
    'Mia moglie mi maltratta',
    'Ho paura di mio marito',
  ]),
  ...cases('grief', [
    'Mio nonno è morto il mese scorso, è in pace?',
    'Mia madre è venuta a mancare',
    'Ho perso mio padre, mi protegge?',
    'Sono in lutto per mia sorella',
    'È morta la mia gatta, la rivedrò?',
    'Il funerale di mio zio è domani',
    'Dalla morte di mio marito non trovo pace',
    'Ho avuto un aborto spontaneo',
    'È mancata mia nonna ieri',
  ]),
  ...cases('illness-loved', [
    'Mia madre ha un tumore, guarirà?',
    'Mio padre è in ospedale, ce la farà?',
    'Mio figlio è ricoverato',
    'Mia nonna è in terapia intensiva',
    'Il mio ragazzo è malato, starà meglio?',
    'Mio marito fa la chemio',
    'Il mio cane sta morendo?',
    'Mia sorella ha avuto un ictus',
    'Mia nonna è grave',
    'Ce la farà?',
  ]),
  ...cases('illness-self', [
    'Ho un tumore, guarirò?',
    'Sono malata, starò meglio?',
    'Devo operarmi al cuore, andrà bene?',
    'Sono ricoverata da una settimana',
    'Mi hanno diagnosticato il diabete',
    "L'intervento chirurgico andrà bene?",
    'Ho la depressione, passerà?',
    'Sono in ospedale, quando uscirò?',
  ]),
  ...cases('pregnancy', [
    'Sono incinta?',
    "Rimarrò incinta quest'anno?",
    'Il test di gravidanza sarà positivo?',
    'Ho il ciclo in ritardo, cosa succede?',
    'Avrò figli?',
    'Mia moglie è incinta?',
    'La PMA funzionerà?',
    'Sarà maschio o femmina?',
    'Aspettiamo un bambino, andrà tutto bene?',
  ]),
  ...cases('health-result', [
    'Gli esami del sangue andranno bene?',
    'Che esito avrà la biopsia?',
    'I risultati degli esami saranno buoni?',
    'Il referto sarà negativo?',
    'Come andrà la mammografia?',
    'Il nodulo sarà benigno?',
    'Cosa dirà la risonanza magnetica?',
    'La diagnosi sarà positiva?',
  ]),
  ...cases('betrayal', [
    'Mio marito mi tradisce?',
    "Il mio ragazzo ha un'altra?",
    "C'è un'altra donna?",
    'Mi sta tradendo?',
    'Mi ha tradita con la mia migliore amica',
    'La mia fidanzata mi mente?',
    'Mi fa le corna?',
    'Ha un amante?',
    'Ho scoperto che ha una doppia vita',
  ]),
  ...cases('leaving', [
    "Il mio ragazzo mi ha lasciata per un'altra, tornerà?",
    'Mi ha lasciato dopo dieci anni',
    'Mio marito è andato via di casa',
    'Mi ha mollata senza spiegazioni',
    'Lei vuole il divorzio',
    'Ci siamo lasciati, tornerà?',
    "Se n'è andato senza dire niente",
    'Mi ha ghostata dopo il primo appuntamento',
    'È andato via, tornerà da me?',
  ]),
  ...cases(undefined, [
    "Troverò l'amore quest'anno?",
    'Devo lasciare il mio lavoro?',
    'Il mio collega è interessato a me?',
    'Morirò dalla voglia di rivederlo?',
    'Muoio dalla voglia di vederlo, mi chiamerà?',
    'Come posso ammazzare il tempo mentre aspetto?',
    'In ospedale lavoro come infermiera, avrò una promozione?',
    'Lavoro come infermiera in ospedale, cambierò reparto?',
    'Ha senso andare avanti con lui?',
    'Ha senso andare avanti in questa relazione?',
    'Voglio farla finita con lui, è la scelta giusta?',
    'Mi ha lasciato un messaggio, cosa vuol dire?',
    'Mi ha lasciato in visualizzato, gli piaccio?',
    'Sono del cancro, come sarà il mio mese?',
    'Un uomo cancro è compatibile con me?',
    'Mi è mancato tanto, tornerà?',
    'Non ha più senso stare insieme?',
    'Non ha più senso aspettarlo?',
    'Ce la farà a lasciare la moglie?',
    "Ce la farò a passare l'esame?",
    'Riuscirò a pagare il mutuo?',
    'Mi conviene cambiare casa?',
    "Sono malata d'amore, mi pensa?",
    'Guarigione interiore: cosa devo imparare?',
    "Ha un'altra possibilità con me?",
    'Devo fare un intervento di chirurgia estetica?',
    'Mia madre accetterà il mio ragazzo?',
    'Vinceremo la causa?',
    'Il mio capo mi stima?',
    'Partirò per il viaggio?',
    "Come sarà la mia salute quest'anno?",
    'Mi ammazzo di lavoro, verrò premiato?',
    'Mi spinge a cambiare, è giusto?',
    'Devo accettare la proposta del mio collega?',
    'Il mio ragazzo è andato via per lavoro, tornerà?',
    'Mia madre ha un altro compagno, lo accetterò?',
    'La faccio finita con lui?',
    'Voglio morire dalla vergogna',
    'È grave se non gli scrivo?',
    'Sono morta di stanchezza, devo riposare?',
    'Ho perso il lavoro, ne troverò un altro?',
  ]),
];

describe.each([
  ['English', english],
  ['Spanish', spanish],
  ['Italian', italian],
])('concernOf in %s', (_language, table) => {
  it.each(table)('%j → %s', (question, concern) => {
    expect(concernOf(question)).toBe(concern);
  });
});

describe('the ready-made concern patterns', () => {
  it('are the phrase lists as they stand (after editing a list, run `npm run concern-patterns`)', () => {
    expect(patterns).toEqual(phrasePatterns());
  });
});

describe('concernOf', () => {
  it('needs a question', () => {
    expect(concernOf(undefined)).toBeUndefined();
    expect(concernOf(null)).toBeUndefined();
    expect(concernOf('')).toBeUndefined();
    expect(concernOf('   ')).toBeUndefined();
  });

  it('understands any language whatever the page, with or without accents and capitals', () => {
    expect(concernOf('MI PAPA ESTA EN LA UCI')).toBe('illness-loved');
    expect(concernOf('non ce la faccio piu')).toBe('crisis');
    expect(concernOf('YA NO PUEDO MAS')).toBe('crisis');
  });

  it('answers the most serious concern a question raises', () => {
    expect(concernOf('My husband left me and I want to die')).toBe('crisis');
    expect(concernOf('He cheated and now he hits me')).toBe('violence');
    expect(concernOf('My mum died of cancer')).toBe('grief');
    expect(concernOf('I am pregnant and have cancer')).toBe('illness-self');
    // The visitor's own illness, even when someone dear is named beside it.
    expect(concernOf('I have cancer, will my husband stay?')).toBe('illness-self');
    expect(concernOf('Tengo cáncer, ¿se quedará mi marido?')).toBe('illness-self');
    expect(concernOf('Ho un tumore, mio marito resterà?')).toBe('illness-self');
    expect(concernOf('Will my husband beat his cancer?')).toBe('illness-loved');
    // Whether to have a child is not a card's yes or no.
    expect(concernOf('Should I have a baby with him?')).toBe('pregnancy');
    expect(concernOf('¿Debería tener un hijo con él?')).toBe('pregnancy');
    expect(concernOf('Dovrei fare un figlio con lui?')).toBe('pregnancy');
    expect(concernOf('Mi marido me dejó y estoy embarazada')).toBe('pregnancy');
    expect(concernOf('Mi ha tradita e poi mi ha lasciata')).toBe('betrayal');
    // Whether to leave a partner is the visitor's to decide: care, never a card's yes or no.
    expect(concernOf('Should I leave my husband?')).toBe('separation');
    expect(concernOf('¿Debo dejar a mi pareja?')).toBe('separation');
    expect(concernOf('Devo lasciare mio marito?')).toBe('separation');
    expect(concernOf('Devo lasciare il mio lavoro?')).toBeUndefined();
  });
});

describe('phrase lists', () => {
  // Whose illness it is only tells one illness from another; fear, being missed, no point going on, whether it gets
  // better and what the cards say only shape a care reading: those lists raise nothing alone.
  const kinds: Record<
    Exclude<keyof ConcernPhrases, 'lovedOne' | 'selfIll' | 'fear' | 'missed' | 'pointless' | 'better' | 'cards'>,
    Concern
  > = {
    crisis: 'crisis',
    violence: 'violence',
    grief: 'grief',
    illness: 'illness-self',
    pregnancy: 'pregnancy',
    healthResult: 'health-result',
    betrayal: 'betrayal',
    leaving: 'leaving',
    separation: 'separation',
    // Said as a wish to die, every phrase is itself a crisis.
    dying: 'crisis',
  };
  const rank = (concern: Concern | undefined) => (concern ? concerns.indexOf(concern) : concerns.length);

  it.each([
    ['en', en],
    ['es', es],
    ['it', itPhrases],
  ] as const)('every %s phrase, typed on its own, raises its concern or a more serious one', (_language, phrases) => {
    const missed = Object.entries(kinds).flatMap(([kind, concern]) =>
      phrases[kind as keyof typeof kinds]
        .map((phrase) => phrase.replace(/\*$/, ''))
        .filter((phrase) => rank(concernOf(phrase)) > rank(concern))
        .map((phrase) => `${kind}: ${phrase}`),
    );
    expect(missed).toEqual([]);
  });

  it.each([
    ['en', en],
    ['es', es],
    ['it', itPhrases],
  ] as const)('no %s list repeats a phrase', (_language, phrases) => {
    const repeated = Object.entries(phrases).flatMap(([kind, list]) => {
      const normalized = list.map((phrase) => normalizeText(phrase));
      return normalized.filter((phrase, index) => normalized.indexOf(phrase) !== index).map((phrase) => `${kind}:${phrase}`);
    });
    expect(repeated).toEqual([]);
  });
});
