import type { Block } from '../../../lib/blocks';

/** The body of the page 'AI vs. Traditional Tarot' (Italian): how each kind of reading works, a fair comparison, privacy and when to choose which. */
export const aiVsTraditional: Block[] = [
  { type: 'h2', text: 'Come lavora un cartomante' },
  {
    type: 'p',
    text: 'Una lettura tradizionale comincia prima che venga girata la prima carta. Un buon cartomante, o una brava cartomante, osserva come ti siedi, ascolta le parole con cui formuli la domanda e coglie quello che esiti a dire. Mentre mescola il mazzo magari ti chiede che cosa ti ha spinto a venire, e la tua risposta orienta la stesa che sceglierà. Poi, carta dopo carta, intreccia i significati studiati in anni di pratica in un racconto cucito su misura per chi ha di fronte.',
  },
  {
    type: 'p',
    text: 'Sono soprattutto quattro le cose che rendono speciale questo tipo di lettura.',
  },
  {
    type: 'ul',
    items: [
      'L’intuito: chi ha esperienza lascia che un’immagine, un colore o un dettaglio della carta gli suggerisca un significato che nessun manuale riporta.',
      'Il dialogo: puoi interrompere, non essere d’accordo, chiedere che cosa significa una carta per tua sorella invece che per te, e la lettura cambia strada.',
      'La presenza: c’è un conforto particolare nell’avere davanti qualcuno che per un’ora ti dedica tutta la sua attenzione.',
      'La tradizione: un cartomante porta con sé il simbolismo dei Tarocchi di Marsiglia e del Rider-Waite-Smith, i legami con l’astrologia e la numerologia, e l’esperienza di tutte le letture fatte prima della tua. In Italia, poi, molti cartomanti leggono anche le carte napoletane o le sibille, e sanno passare da un mazzo all’altro a seconda della domanda.',
    ],
  },
  {
    type: 'quote',
    text: 'Un cartomante legge le carte e anche chi gli siede davanti. L’IA legge soltanto le carte: il resto della lettura tocca a te.',
  },
  { type: 'h2', text: 'Come funziona qui una lettura con l’IA' },
  {
    type: 'p',
    text: 'Quando hai scelto le carte dal ventaglio, il sito sa già parecchie cose: quali carte sono uscite, dagli arcani maggiori o dal mazzo completo, che posizione occupa ognuna nella stesa, il tema della tua domanda (l’amore, il lavoro, la famiglia, un viaggio o la tua situazione in generale, per esempio) e il significato tradizionale di ogni carta in quella posizione. Insieme alla domanda, se l’hai scritta, tutto questo diventa un prompt, cioè un insieme di istruzioni scritte con cura, che il server manda a Gemini, l’intelligenza artificiale di Google. Succede solo se chi gestisce il sito ha configurato una chiave per Gemini.',
  },
  {
    type: 'p',
    text: 'Le istruzioni chiedono a Gemini una lettura personale, calda e onesta, in meno di 300 parole: una breve sintesi, un paragrafo per ogni carta nella sua posizione e qualche consiglio pratico per chiudere. Gli chiedono anche di mantenere un tono fiducioso, mai fatalista, e di non fare promesse in materia di salute, di diritto o di denaro. Accanto alla lettura scritta trovi sempre l’interpretazione carta per carta, così puoi confrontare quello che ha scritto l’IA con i significati tradizionali da cui è partita.',
  },
  {
    type: 'p',
    text: 'Se l’IA non è disponibile (perché non è configurata, è lenta o risponde con un errore, oppure perché il sito ha già esaurito le richieste all’IA previste per quell’ora), non ti ritrovi con un messaggio di errore in mano. La lettura la scrive il sito stesso, nella tua lingua, a partire dai significati tradizionali di ogni carta e con la stessa struttura. È meno personale, ma è completa e fedele alla tradizione. La pagina ti dice sempre se la lettura l’ha scritta Gemini o il sito.',
  },
  { type: 'h2', text: 'Punti di forza e limiti, a confronto' },
  {
    type: 'p',
    text: 'Nessuno dei due approcci vince su tutta la linea. Sono strumenti diversi, ed è utile avere chiaro che cosa sa fare bene ciascuno.',
  },
  {
    type: 'ul',
    items: [
      'Disponibilità: una lettura con l’IA c’è anche alle tre di notte, arriva in pochi secondi e qui non costa nulla; da un cartomante serve un appuntamento e, di solito, un compenso.',
      'Ascolto: il cartomante può farti altre domande e cogliere il tono della tua voce; la lettura con l’IA su questo sito lavora su ciò che hai scritto e sulle carte che hai scelto, e non può chiederti nulla a sua volta.',
      'Coerenza: l’IA parte ogni volta dagli stessi significati tradizionali e tende a restare equilibrata; una persona può essere brillante un giorno e stanca il giorno dopo, e insieme alle sue intuizioni porta anche i suoi pregiudizi.',
      'Profondità: un cartomante esperto sa collegare le carte all’intera storia della tua vita, mentre la lettura dell’IA resta vicina alla domanda e alla stesa che hai scelto.',
      'Intuito: una persona può seguire un presentimento che si rivela decisivo; l’IA scrive testi fluidi e ragionati, ma non ha presentimenti né un vissuto suo.',
      'Pressione: davanti a uno schermo puoi fermarti, rileggere o chiudere la pagina quando vuoi, senza nessuno che aspetti la tua reazione e senza un contatore che scorre, come succede con i numeri a pagamento.',
    ],
  },
  {
    type: 'p',
    text: 'Ricorda anche che un’IA può sembrare molto sicura di sé. Frasi scorrevoli non equivalgono a saggezza: leggi la sua interpretazione come leggeresti il consiglio di una persona colta e ben disposta, con interesse e con il tuo senso critico bene acceso.',
  },
  { type: 'h2', text: 'E la privacy?' },
  {
    type: 'p',
    text: 'Con un cartomante, la riservatezza dipende dalla persona che hai davanti. Su questo sito fa parte del modo stesso in cui funzionano le letture. Non ci sono account e le letture sono anonime. La domanda che scrivi resta nella scheda del tuo browser e arriva al server solo quando chiedi la lettura scritta; il server non la registra in nessun log o database e, una volta data la risposta, non conserva nulla. Se è configurato Gemini, la domanda e le carte passano a Google perché Gemini scriva la lettura, e Google le tratta secondo le condizioni della sua API. La domanda non compare mai in un indirizzo web, quindi non può finire in un link condiviso o nella cronologia.',
  },
  {
    type: 'p',
    text: 'Resta comunque una buona regola per qualsiasi servizio online: lascia fuori nomi e cognomi, indirizzi e altri dettagli che permetterebbero di riconoscere te o qualcun altro.',
  },
  { type: 'h2', text: 'Quando scegliere l’una o l’altra' },
  {
    type: 'p',
    text: 'Scegli una lettura con l’IA quando cerchi un momento di riflessione rapido e riservato: una carta per la giornata, un primo sguardo a una decisione, una domanda che non te la senti ancora di fare ad alta voce davanti a un’altra persona. Scegli un cartomante in carne e ossa quando la questione è grande e ingarbugliata, quando hai più voglia di parlare che di leggere, o quando dai valore all’esperienza di sederti di fronte a qualcuno che ha passato anni con le carte in mano.',
  },
  {
    type: 'p',
    text: 'E non scegliere né l’una né l’altra quando ciò di cui hai bisogno è un medico, un avvocato, un consulente finanziario o uno psicologo: i tarocchi possono accompagnare quelle conversazioni, non sostituirle. Una regola, poi, vale per tutti e due i casi: diffida di chiunque, persona o sito, ti annunci sventure certe o ti chieda soldi per tenerle lontane.',
  },
  { type: 'h2', text: 'Come farle convivere' },
  {
    type: 'p',
    text: 'Molte persone scoprono che i due approcci si completano. Puoi fare della carta del giorno un’abitudine del mattino, annotare le carte in un quaderno e portare quegli appunti a un cartomante di fiducia un paio di volte l’anno, per una conversazione più lunga. Oppure puoi usare una lettura con l’IA per mettere a fuoco la domanda prima di un appuntamento, notando quali carte e quali temi ritornano, così che il tempo passato con chi legge le carte vada dritto al punto.',
  },
  {
    type: 'p',
    text: 'Qualunque strada tu scelga, la lettura più importante è quella che fai tu. Le carte offrono immagini, l’IA e il cartomante offrono parole, ma solo tu puoi decidere quali di quelle parole sono vere per la tua vita.',
  },
];
