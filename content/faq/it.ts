import type { FaqItem } from '../../lib/blocks';

/** The frequently asked questions (Italian): ten short, honest answers about the readings, the AI, privacy and the blog. */
export const faq: FaqItem[] = [
  {
    id: 'is-it-free',
    question: 'La lettura è davvero gratuita?',
    answer: [
      'Sì. Tutte le letture di questo sito sono gratuite: niente costi nascosti, niente versione a pagamento, nessuna carta di credito. Non ci sono nemmeno account, quindi non devi registrarti né lasciare un indirizzo email: le letture sono anonime.',
      'Lo diciamo chiaramente perché in Italia la cartomanzia fa pensare spesso alle televisioni locali e ai numeri a pagamento: qui nessuno ti chiederà di telefonare o di pagare, né prima né dopo. L’unico limite è un numero massimo di letture al minuto per ogni indirizzo IP, che serve a evitare abusi. Puoi tornare quando vuoi e consultare le carte in italiano, in spagnolo o in inglese.',
    ],
  },
  {
    id: 'how-does-the-ai-work',
    question: 'Come funziona la lettura con l’intelligenza artificiale?',
    answer: [
      'Se chi gestisce il sito ha configurato Gemini, l’intelligenza artificiale di Google, quando hai scelto le carte il server gli invia un prompt con la tua domanda (se l’hai scritta), il suo tema, le carte uscite, la posizione di ognuna nella stesa e i loro significati tradizionali.',
      'Gemini scrive allora una lettura personale di meno di 300 parole, con una sintesi, un paragrafo per ogni carta e qualche consiglio pratico. Accanto trovi anche l’interpretazione carta per carta, così puoi sempre confrontare la lettura dell’IA con i significati tradizionali. Se Gemini non è configurato o non risponde, la lettura la scrive il sito stesso, e la pagina indica ogni volta chi l’ha scritta.',
    ],
  },
  {
    id: 'ai-unavailable',
    question: 'Che cosa succede se l’IA non è disponibile?',
    answer: [
      'Ricevi comunque una lettura completa. Se Gemini non è configurato, non risponde in tempo o dà un errore, oppure se il sito ha già esaurito le richieste all’IA previste per quell’ora, la lettura la scrive il sito stesso, nella tua lingua, partendo dai significati tradizionali di ogni carta e con la stessa struttura: sintesi, carte e consiglio.',
      'Questa lettura si adatta meno alle parole esatte della tua domanda, ma è fedele a ciò che le carte hanno significato per generazioni di cartomanti. La pagina te lo segnala con la dicitura «Interpretata dai significati tradizionali delle carte».',
    ],
  },
  {
    id: 'is-my-question-private',
    question: 'La mia domanda resta privata?',
    answer: [
      'La domanda viene conservata solo nella scheda del tuo browser e sparisce quando la chiudi. Arriva al server soltanto quando chiedi la lettura scritta, e il server non la annota in nessun log né in alcun database: risponde e non tiene nulla. Se è configurato Gemini, la domanda passa a Google perché Gemini scriva la lettura, e Google la tratta secondo le condizioni della sua API. Il limite di letture al minuto si basa sul tuo indirizzo IP, conteggiato per poco tempo e mai insieme alla domanda.',
      'La domanda non compare mai in un indirizzo web, quindi non può finire in un link che condividi né nella cronologia. Ti consigliamo comunque di non scrivere nomi e cognomi o dettagli che permettano di riconoscere te o altre persone.',
    ],
  },
  {
    id: 'how-many-cards',
    question: 'Quante carte ha un mazzo di tarocchi?',
    answer: [
      'Un mazzo completo ha 78 carte: 22 arcani maggiori e 56 arcani minori. I minori sono divisi in quattro semi da 14 carte, Bastoni, Coppe, Spade e Denari, ciascuno con dieci carte numerate e quattro figure: Fante, Cavaliere, Regina e Re.',
      'Sono gli stessi semi delle carte da gioco italiane, che però si fermano a 40 carte e non hanno la Regina. Anche tra i mazzi con cui ancora si gioca a tarocchi ce ne sono di più corti, come quello del Tarocchino bolognese. Le letture di questo sito usano i 22 arcani maggiori, a meno che tu non scelga altrimenti: prima di cominciare puoi passare al mazzo completo di 78 carte e lasciare che qualcuna esca rovesciata.',
    ],
  },
  {
    id: 'why-only-major-arcana',
    question: 'Perché di base gli arcani maggiori?',
    answer: [
      'I 22 arcani maggiori raccontano i grandi temi di una vita: l’amore, il cambiamento, il coraggio, la perdita, la rinascita. In una stesa breve, da una a cinque carte, danno a ogni posizione una voce chiara e piena di significato, e sono più facili da conoscere se ti avvicini ai tarocchi per la prima volta.',
      'Gli arcani minori aggiungono i dettagli della vita quotidiana e danno il meglio nelle stese più ampie, come la Croce Celtica di dieci carte. Per leggere anche con loro, scegli il mazzo completo prima di cominciare: nella sezione dedicata alle carte le trovi tutte e 78, dritte e rovesciate, e negli Approfondimenti sui tarocchi ne raccontiamo la storia.',
    ],
  },
  {
    id: 'can-tarot-predict-the-future',
    question: 'I tarocchi possono predire il futuro?',
    answer: [
      'Non crediamo che i tarocchi rivelino un futuro già scritto. Una lettura riflette le energie e le tendenze che circondano la tua domanda e mostra dove potrebbero portare le cose se nulla cambia, ma le scelte restano tue.',
      'Pensa alle carte come a uno specchio e a uno spunto di riflessione, non come a una profezia, e diffida di chi ti annuncia sventure sicure o ti promette un esito in cambio di denaro. Soprattutto, non usare mai una lettura al posto del parere di un medico, di un avvocato, di un consulente finanziario o di uno psicologo.',
    ],
  },
  {
    id: 'how-often',
    question: 'Ogni quanto conviene fare una lettura?',
    answer: [
      'Una carta al giorno, come la carta del giorno di questo sito, è un’abitudine leggera che piace a molte persone. Per una domanda precisa di solito basta una lettura: lascia al suo messaggio il tempo di sedimentare prima di chiedere di nuovo.',
      'Se ti accorgi di pescare carte a ripetizione sulla stessa questione, nella speranza che la risposta cambi, è il momento di fermarti e tornare un altro giorno. Insistere non rende le carte più generose; spesso quello che serve è lasciar decantare la preoccupazione che sta dietro la domanda.',
    ],
  },
  {
    id: 'which-reading',
    question: 'Quale lettura scelgo?',
    answer: [
      'Per un responso veloce c’è la risposta rapida; per la giornata che comincia, la carta del giorno, oppure mattina e sera se preferisci due carte che ne segnino l’inizio e la fine. Passato, presente e futuro mostra come si sta evolvendo una situazione. Per l’amore prova la lettura di coppia, con le sue cinque posizioni, oppure «È la persona giusta?».',
      'Per il lavoro ci sono il percorso professionale e l’ambiente di lavoro; per i viaggi, la meta del viaggio e il viaggio passo per passo. Nel dubbio, parti da una carta sola: a volte basta per capire da che parte cominciare.',
    ],
  },
  {
    id: 'how-does-the-blog-work',
    question: 'Posso scrivere nel blog? Come funziona?',
    answer: [
      'Il blog raccoglie articoli sulle carte, sulle stese e sulla pratica dei tarocchi. Puoi anche scrivere i tuoi direttamente sul sito, senza account, con l’editor del blog, oppure pubblicarli con i tuoi strumenti di automazione attraverso il tuo indirizzo di pubblicazione.',
      'Gli articoli che crei restano salvati solo nel tuo browser, sul tuo dispositivo. Non vengono inviati al nostro server né pubblicati per gli altri visitatori: non li vedrai su un altro dispositivo e andranno persi se cancelli i dati del browser. Tieni una copia di tutto ciò che vuoi conservare.',
    ],
  },
];
