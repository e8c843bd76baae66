import type { Block } from '../../../lib/blocks';
import type { BuiltinArticle } from '../index';

const blocks: Block[] = [
  {
    type: 'p',
    text: 'Chiunque faccia le carte lo sa: la maggior parte delle domande riguarda l’amore. Mi pensa ancora? Questa storia ha un futuro? Perché ricado sempre nello stesso copione? In amore la speranza è più forte e le difese sono più basse, e non c’è niente di strano nel cercare qualcosa che aiuti a vederci un po’ più chiaro.',
  },
  {
    type: 'p',
    text: 'Chi ha fatto zapping a tarda sera conosce le trasmissioni di cartomanzia delle TV locali, con il numero in sovrimpressione e la promessa di una risposta in pochi minuti. Qui funziona in un altro modo: la lettura è gratuita, non serve registrarsi e nessuno ti chiederà mai di telefonare o di pagare. Le carte non leggono nella mente di un’altra persona e non garantiscono un lieto fine. Possono però fare da specchio: immagini antiche e ricche di sfumature che aiutano a dare un nome a ciò che già senti, a notare quello che stai evitando e a pensare con più calma al passo successivo.',
  },
  {
    type: 'p',
    text: 'In questa guida vediamo come formulare una domanda d’amore, che cosa raccontano alcuni arcani maggiori quando si parla di sentimenti, come funzionano le stese per la coppia e dove stanno i limiti di una lettura. In fondo trovi una piccola stesa di quattro carte da provare subito.',
  },

  { type: 'h2', text: 'La domanda giusta vale metà della lettura' },
  {
    type: 'p',
    text: 'Il modo in cui poni la domanda orienta tutto ciò che viene dopo. Molti cartomanti esperti, che usino il Tarocco di Marsiglia o il Rider-Waite-Smith, ripetono la stessa cosa: le carte rispondono meglio alle domande aperte, sincere e centrate su chi le pone. Una domanda che ammette solo un sì o un no porta a letture che esaltano o gelano, e in tutti e due i casi insegnano poco.',
  },
  { type: 'h3', text: 'Domande che aprono uno spiraglio' },
  {
    type: 'p',
    text: 'Le domande che funzionano cercano di capire, non di indovinare. Ti lasciano spazio per agire e tengono lo sguardo su ciò che puoi vedere e cambiare. Qualche esempio:',
  },
  {
    type: 'ul',
    items: [
      'Che cosa sto cercando davvero in questa relazione?',
      'Che cosa mi impedisce di fidarmi, anche quando vorrei?',
      'Quale parte di me metto in gioco in questo legame, e quale tengo al riparo?',
      'Come posso vivere questa attesa senza smettere di prendermi cura di me?',
      'Che cosa mi ha insegnato la mia ultima storia, e che cosa voglio portare nella prossima?',
    ],
  },
  { type: 'h3', text: 'Domande che chiudono la porta' },
  {
    type: 'p',
    text: 'Altre domande non sono sbagliate, ma servono a poco. «Tornerà da me?» mette tutto nelle mani di qualcun altro e chiede alle carte di garantire una scelta che non dipende da te. «Mi tradisce?» pretende una certezza sulla vita privata di un’altra persona, che nessuna lettura seria può dare. «Quando incontrerò l’anima gemella?» aspetta una data da segnare sul calendario invece di qualcosa su cui lavorare. Se ti accorgi di averne in mente una, prova a riformularla: al posto di «Tornerà da me?» chiedi «Che cosa mi serve per voltare pagina, oppure per fare io il primo passo?». Con una domanda così la lettura diventa uno strumento, non un verdetto.',
  },
  {
    type: 'p',
    text: 'Conta anche il momento. Le tre di notte, il telefono in mano e l’ultimo messaggio riletto dieci volte: è capitato a chiunque, ma una lettura fatta nel panico finisce per essere letta nel panico. Se puoi, fai qualche respiro, scrivi la domanda su un foglio e torna alle carte quando la tempesta si è un po’ calmata.',
  },

  { type: 'h2', text: 'Gli arcani maggiori che parlano d’amore' },
  {
    type: 'p',
    text: 'I ventidue arcani maggiori sono le grandi figure del mazzo, e ognuno dà a una lettura d’amore la sua sfumatura. I loro significati non sono formule fisse: la stessa carta cambia tono a seconda della domanda e delle carte che le stanno accanto. Prendi quindi le note che seguono come punti di partenza, e lascia da parte i luoghi comuni: non tutte le carte luminose annunciano un matrimonio, e non tutte quelle scure una rottura.',
  },
  { type: 'h3', text: 'Gli Amanti' },
  {
    type: 'p',
    text: 'È la carta che tutti sperano di trovare, ed è anche la più fraintesa. Nel Tarocco di Marsiglia si chiama L’Amoureux, al singolare: un giovane sta in piedi fra due donne, mentre dall’alto un Cupido alato prende la mira. Nel Rider-Waite-Smith, invece, la scena diventa una coppia sotto un angelo. Quell’immagine più antica ricorda che gli Amanti parlano di scelta prima ancora che di romanticismo: valori che si incontrano, una decisione presa con tutto il cuore, oppure il momento in cui bisogna smettere di tenere il piede in due staffe e dire che cosa si vuole davvero.',
  },
  { type: 'h3', text: 'L’Imperatrice e l’Imperatore' },
  {
    type: 'p',
    text: 'Conviene guardarli insieme, perché sono due modi diversi di amare. L’Imperatrice fa crescere: è calore, sensualità, il piacere di stare bene insieme, una relazione che somiglia a un giardino più che a un campo di battaglia. A volte però ti chiede se ti stai prendendo cura di tutti tranne che di te. L’Imperatore invece costruisce: promesse mantenute, progetti comuni, una presenza su cui si può contare. Quando compare in una posizione difficile può indicare rigidità o controllo, qualcuno che detta le regole per due. La domanda che pone è semplice: la struttura del vostro rapporto sostiene entrambi, o solo uno dei due?',
  },
  { type: 'h3', text: 'La Papessa' },
  {
    type: 'p',
    text: 'Nel Tarocco di Marsiglia tiene in grembo un libro aperto, nel Rider-Waite-Smith un rotolo seminascosto dal mantello: in entrambi i casi la Papessa custodisce un sapere che non mostra a chiunque. In amore parla di intuizione, di sentimenti non ancora confessati, di qualcosa che in fondo sai già ma non hai ancora il coraggio di ammettere. Raramente invita ad avere fretta. Più spesso suggerisce di ascoltare in silenzio, di fidarsi del proprio istinto e di lasciare che le cose si mostrino con i loro tempi.',
  },
  { type: 'h3', text: 'La Luna' },
  {
    type: 'p',
    text: 'Sotto una luce incerta due cani abbaiano alla Luna (nel Rider-Waite-Smith sono un cane e un lupo) e un gambero emerge dall’acqua. In una lettura d’amore è la carta dei messaggi riletti cento volte, delle interpretazioni, della gelosia e delle fantasie che riempiono i silenzi. Non dice che qualcuno ti stia ingannando: molto spesso l’inganno è quello delle nostre paure. Chiede di distinguere ciò che sai da ciò che immagini, e di cercare un po’ di luce prima di trarre conclusioni.',
  },
  { type: 'h3', text: 'Il Diavolo' },
  {
    type: 'p',
    text: 'Nel Rider-Waite-Smith due figure sono incatenate al piedistallo del Diavolo, ma gli anelli sono così larghi che basterebbe sfilarli. In amore questa carta può descrivere una passione fisica fortissima, ma anche attaccamento, possessività, un legame che va avanti per abitudine o per paura più che per scelta. Il suo vero messaggio riguarda la libertà: guarda che cosa ti trattiene in una situazione che non scegli più, e ricorda che hai più margine di quanto sembri.',
  },
  { type: 'h3', text: 'La Torre' },
  {
    type: 'p',
    text: 'Nessuno è contento di vederla uscire, ma non è una condanna. La Torre segna una rivelazione improvvisa: una verità che viene a galla, un’illusione che crolla, una discussione rimandata da mesi che finalmente scoppia e lascia l’aria più pulita. Quello che cade, di solito, poggiava su basi fragili. A questa carta abbiamo dedicato un articolo a parte, perché merita più di qualche riga.',
  },
  { type: 'h3', text: 'La Temperanza' },
  {
    type: 'p',
    text: 'Un angelo versa l’acqua da un vaso all’altro senza perderne una goccia. In una lettura di coppia la Temperanza parla di pazienza, di equilibrio, della capacità di mescolare due caratteri diversi senza che nessuno dei due si annulli. Dopo un litigio è spesso la carta della riconciliazione, a patto di non pretendere che tutto torni a posto in una sera.',
  },
  { type: 'h3', text: 'La Stella e il Sole' },
  {
    type: 'p',
    text: 'Sono le due carte più luminose quando si parla di cuore. La Stella arriva dopo i periodi difficili e porta guarigione, speranza, una fiducia che torna piano piano, nell’altra persona, nell’amore o in te. Il Sole è gioia, spontaneità, il sollievo di poter essere sé stessi accanto a qualcuno. Anche loro, però, descrivono una qualità più che una promessa: invitano a portare quella luce nel modo in cui ami, non ad aspettare che arrivi da fuori.',
  },

  { type: 'h2', text: 'Le stese per le domande di cuore' },
  {
    type: 'p',
    text: 'Una stesa è semplicemente una disposizione delle carte in cui ogni posizione ha un significato. Ogni carta si legge alla luce della posizione in cui cade: la Luna nel «passato» racconta una cosa, nel «consiglio» un’altra. Per le questioni d’amore bastano poche stese, e sul sito le trovi già pronte.',
  },
  { type: 'h3', text: 'Una carta sola' },
  {
    type: 'p',
    text: 'È la lettura più rapida e spesso la più limpida. Fai una domanda precisa, per esempio «Con quale atteggiamento posso affrontare oggi questa relazione?», scegli una carta e soffermati un momento sulla sua immagine. È perfetta per la riflessione quotidiana e per quei momenti in cui non serve un’analisi completa, solo una piccola spinta.',
  },
  { type: 'h3', text: 'Passato, presente e futuro' },
  {
    type: 'p',
    text: 'La classica stesa a tre carte racconta una breve storia: che cosa ha portato alla situazione, a che punto è adesso e dove sta andando se nulla cambia. Quel «se nulla cambia» è fondamentale. La carta del futuro indica una direzione, non un destino scritto, e la cosa più utile che può fare è aiutarti a capire se quella direzione ti piace oppure no.',
  },
  { type: 'h3', text: 'La lettura di coppia' },
  {
    type: 'p',
    text: 'Nella pagina dei Tarocchi dell’Amore trovi una stesa di cinque carte pensata per guardare una relazione da più lati. Le posizioni sono queste:',
  },
  {
    type: 'ol',
    items: [
      'Tu: ciò che porti nella relazione in questo momento, comprese le parti che forse non vedi.',
      'Il partner: come l’altra persona sembra vivere il rapporto, da leggere come un’impressione e non come un giudizio su chi è.',
      'La dinamica: l’energia che scorre tra voi, lo schema che create insieme.',
      'Le sfide: ciò che mette alla prova il legame o chiede attenzione.',
      'Il consiglio: l’atteggiamento o il gesto che può aiutarti ad andare avanti con cura.',
    ],
  },
  {
    type: 'p',
    text: 'Comincia dalle prime due carte, guardandole una accanto all’altra: si somigliano o sembrano parlare lingue diverse? Poi lascia che la dinamica racconti come si incontrano, e fai dialogare le sfide con il consiglio. È quest’ultima la carta da portare con te quando chiudi la pagina.',
  },
  { type: 'h3', text: 'È la persona giusta?' },
  {
    type: 'p',
    text: 'Quando c’è qualcuno che ti occupa i pensieri e non sai bene che cosa farne, la stesa di quattro carte «È la persona giusta?» passa in rassegna chi è, i suoi sentimenti, le sfide e l’esito. Anche qui vale la regola di prima: l’esito è il punto verso cui le cose tendono oggi, non una sentenza. E se quell’esito non ti convince, la lettura ti ha già detto qualcosa di utile.',
  },

  { type: 'h2', text: 'Un esempio per capire come si legge' },
  {
    type: 'p',
    text: 'Immagina di fare la lettura di coppia con una domanda come «Che cosa sta succedendo tra noi in questo periodo?» e di trovare, nell’ordine, la Papessa, il Carro, la Temperanza, la Luna e il Sole. Nella posizione «Tu» la Papessa descrive qualcuno che osserva molto e dice poco. Nella posizione «Il partner» il Carro mostra una persona lanciata in avanti, presa dai suoi obiettivi, forse poco attenta ai segnali sottili. Già qui si vede una differenza di ritmo: da una parte si aspetta, dall’altra si corre.',
  },
  {
    type: 'p',
    text: 'La Temperanza come dinamica dice che, nonostante tutto, il legame sa trovare un equilibrio: c’è uno scambio, anche se lento. La Luna nelle sfide indica il punto debole, cioè i non detti, le supposizioni, ciò che ciascuno immagina dell’altro senza verificarlo. E il Sole come consiglio chiude in modo chiarissimo: parlate apertamente, alla luce del giorno, senza giochi. Nessuna di queste carte promette nulla; insieme, però, suggeriscono una mossa concreta, che è esattamente ciò che una buona lettura dovrebbe lasciarti in mano.',
  },
  {
    type: 'p',
    text: 'Sul sito il percorso è lo stesso: scegli le carte dal ventaglio, ricevi l’interpretazione di ogni carta per il tema e la posizione in cui è uscita, e poi una lettura scritta che le collega tra loro con una sintesi, un paragrafo per carta e un consiglio finale.',
  },

  { type: 'h2', text: 'Quello che le carte non possono fare' },
  {
    type: 'p',
    text: 'Una lettura d’amore fatta con giudizio rispetta tutte le persone coinvolte, anche quelle che non sono presenti. Qualche principio aiuta a restare con i piedi per terra.',
  },
  {
    type: 'ul',
    items: [
      'Nessuna stesa sostituisce una conversazione. Le carte possono aiutarti a prepararla, ma per sapere che cosa prova qualcuno bisogna parlargli.',
      'Su un’altra persona le carte offrono impressioni, mai certezze. Quello che una lettura suggerisce sui suoi pensieri o sulle sue scelte è una domanda da approfondire, non una prova per accusare o controllare qualcuno.',
      'Le decisioni restano tue. Una lettura può accompagnare una scelta, ma non deve mai prenderla al posto tuo né zittire il tuo buon senso.',
      'Se in una relazione hai paura o subisci controllo o violenza, non cercare la risposta nelle carte. Parlane con una persona di fiducia; in Italia il 1522, il numero nazionale antiviolenza e stalking, è gratuito e risponde giorno e notte, e in caso di pericolo immediato c’è il 112.',
    ],
  },
  {
    type: 'quote',
    text: 'Le carte non scelgono chi amare. Ti aiutano ad ascoltare quello che il cuore sa già, e poi si fanno da parte perché sia tu a muoverti.',
  },
  {
    type: 'p',
    text: 'Usati così, i tarocchi diventano un modo per conoscersi meglio e non una fonte di ansia. Dalla lettura esci con parole più chiare per ciò che provi, non con un copione scritto da qualcun altro.',
  },

  { type: 'h2', text: 'Prova la stesa «A cosa sta pensando?»' },
  {
    type: 'p',
    text: 'A volte quello che toglie il sonno non è il quadro generale, ma una sola domanda insistente sull’altra persona. Questa piccola stesa nasce proprio per quel momento, e funziona allo stesso modo che tu pensi a un uomo o a una donna. Usa quattro arcani maggiori, ognuno nella sua posizione: «I suoi pensieri», ciò che sembra pensare di te e del vostro legame; «I sentimenti nascosti», quello che resta sotto la superficie, magari non ancora chiaro nemmeno a chi lo prova; «Le sue intenzioni», la direzione verso cui sembra orientarsi; «Il consiglio», il modo in cui puoi rispondere con sincerità e con rispetto per te. Vale quanto detto sopra: sono impressioni su cui riflettere, non una finestra sulla mente di qualcuno. Pensa a questa persona con calma, mescola il mazzo e scegli le tue carte qui sotto.',
  },
  { type: 'mini-reading' },
  {
    type: 'p',
    text: 'Quando le carte compaiono, parti dal consiglio e poi torna alle altre tre. È l’unica posizione che parla solo di te, e spesso mette le altre in una luce più gentile e più utile.',
  },

  { type: 'h2', text: 'Con il cuore aperto' },
  {
    type: 'p',
    text: 'L’amore non segue quasi mai la geometria ordinata di una stesa. È disordinato, cambia, è fatto di due persone in carne e ossa e di una storia che non somiglia a nessun’altra, e nessun mazzo può contenerlo tutto. Quello che i tarocchi possono offrire è una pausa: qualche minuto lontano dalle notifiche e dai pensieri che girano in tondo, per chiederti che cosa sta succedendo davvero dentro di te.',
  },
  {
    type: 'p',
    text: 'Fai domande aperte, leggi le carte come una conversazione e non come una sentenza, e lascia che ti riportino alle relazioni vere della tua vita con un po’ più di chiarezza e un po’ più di coraggio. Qualunque carta esca, la lettura più importante resta quella del tuo cuore, e a quella vale sempre la pena di tornare.',
  },
];

/** Built-in editorial article (Italian): a guide to reading the tarot about love, with the 'What Is He Thinking?' mini reading embedded. */
export const freeLoveTarot: BuiltinArticle = {
  id: 'free-love-tarot',
  title: 'Tarocchi dell’amore gratis: che cosa dicono le carte del tuo cuore',
  description:
    'Come interrogare i tarocchi sull’amore, che cosa dicono gli arcani maggiori di una relazione e una stesa da provare: «A cosa sta pensando?»',
  date: '2025-03-14',
  featuredImage: '/blog/free-love-tarot.svg',
  blocks,
};
