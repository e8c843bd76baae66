import type { Block } from '../../../lib/blocks';
import type { BuiltinArticle } from '../index';

const blocks: Block[] = [
  {
    type: 'p',
    text: 'Ci sono carte che si guardano volentieri e carte che fanno trattenere il fiato. La Torre appartiene senza dubbio alla seconda famiglia: un edificio colpito dal fulmine, le fiamme che escono dalle finestre, due figure che precipitano nel vuoto. Se è appena uscita nella tua stesa, prima di tutto respira. La Torre parla di cambiamenti improvvisi, non di disgrazie annunciate, e non è una condanna.',
  },
  {
    type: 'p',
    text: 'Un mazzo completo di tarocchi conta 78 carte: 22 arcani maggiori e 56 arcani minori. La Torre è l’arcano XVI: viene subito dopo il Diavolo, che porta il numero XV, e precede la Stella, la XVII. Questa posizione nella sequenza dice già molto, come vedremo. Come tutti gli arcani maggiori, da cui partono le letture di questo sito, descrive un’esperienza che prima o poi quasi tutti attraversano: il momento in cui qualcosa che sembrava solido cede all’improvviso.',
  },
  {
    type: 'p',
    text: 'Vale la pena ricordare da dove arriva. I tarocchi sono nati nelle corti dell’Italia settentrionale del Quattrocento, tra Milano, Ferrara, Bologna e Firenze, come gioco di carte: i «trionfi». Per chi ancora oggi gioca a Tarocco piemontese o a Tarocchino bolognese, la carta della torre colpita dal fulmine è prima di tutto un trionfo (a Bologna si chiama la Saetta), cioè una carta di presa, e nessuno si spaventa a ritrovarsela in mano. Nei celebri tarocchi Visconti-Sforza, le carte miniate per i signori di Milano, è addirittura una di quelle che non sono arrivate fino a noi, insieme al Diavolo. I significati divinatori che le attribuiamo oggi sono venuti molto più tardi, nel Settecento, tra Bologna e la Francia, e si sono poi arricchiti nei secoli successivi.',
  },

  { type: 'h2', text: 'Che cosa si vede nella carta' },
  { type: 'h3', text: 'Il Rider-Waite-Smith: il fulmine e la corona' },
  {
    type: 'p',
    text: 'Nel mazzo Rider-Waite-Smith, disegnato da Pamela Colman Smith e pubblicato nel 1909, una torre grigia si alza su una cima rocciosa contro un cielo nero. Un fulmine la colpisce in alto e fa saltare la corona dorata che ne ornava la cima. Dalle finestre escono fiamme, e due figure, una delle quali porta a sua volta una corona, cadono a testa in giù. Intorno a loro piovono piccole fiammelle a forma di yod, la lettera ebraica, che molti interpretano come scintille di grazia che scendono insieme alle macerie. La corona è il dettaglio da non perdere: a essere colpito non è un edificio qualunque, ma ciò che si era messo al di sopra di tutto, convinto di essere intoccabile.',
  },
  { type: 'h3', text: 'Il Tarocco di Marsiglia: La Maison Dieu' },
  {
    type: 'p',
    text: 'Nel Tarocco di Marsiglia la carta porta un altro nome, La Maison Dieu, cioè «la Casa di Dio». L’immagine è più colorata e quasi festosa: dall’alto scende un pennacchio di fuoco, o di luce, che solleva la sommità merlata della torre come un coperchio, mentre due figure si ritrovano a terra e nell’aria volano sfere di vari colori, lette di volta in volta come grandine, scintille o una pioggia di grazia. Sull’origine del nome ci sono diverse ipotesi. Alcuni pensano alla Torre di Babele, costruita per arrivare fino al cielo e punita per la sua superbia. Altri ricordano che nella Francia medievale «maison-Dieu» era il nome di ospizi e ospedali, come l’Hôtel-Dieu di Parigi. Quale che sia l’origine, la versione marsigliese suggerisce una lettura preziosa: la forza che colpisce la torre viene dall’alto, e somiglia più a un intervento che a un attacco.',
  },
  {
    type: 'p',
    text: 'Al di là delle differenze, i simboli di fondo sono gli stessi nelle due tradizioni: una costruzione che sembrava incrollabile, un lampo improvviso, la fine di una falsa sicurezza. Nel sistema della Golden Dawn, l’ordine esoterico inglese a cui appartenevano Waite e Pamela Colman Smith, la carta è associata a Marte, il pianeta della forza e dell’azione decisa.',
  },

  { type: 'h2', text: 'Il significato della Torre' },
  {
    type: 'p',
    text: 'Al dritto, la Torre indica uno sconvolgimento che arriva in fretta e che non si può ignorare. Può trattarsi di un fatto esterno, come una notizia che manda all’aria i tuoi programmi, ma altrettanto spesso è un evento interiore: l’istante in cui vedi una situazione per quello che è, e da lì in poi non riesci più a non vederla. Il fulmine è la rivelazione. La corona che cade è l’orgoglio, l’illusione, la storia che ti raccontavi per stare in pace o per non fare i conti con qualcosa.',
  },
  {
    type: 'p',
    text: 'Il cuore della carta è una questione di fondamenta. Il fulmine non abbatte le basi solide: mette in luce quelle che non c’erano. Una torre costruita su un terreno onesto regge la tempesta; una torre tenuta in piedi dalla negazione, dalle apparenze o da certezze prese in prestito è quella che si crepa. Per questo, quando compare la Torre, la domanda utile non è «Quale sciagura mi aspetta?», ma «Che cosa, nella mia vita, sta in piedi solo grazie allo sforzo, all’abitudine o alla paura di guardarlo da vicino?». Lo scossone non è piacevole, ma spesso libera spazio per qualcosa di più vero.',
  },
  {
    type: 'p',
    text: 'Una nota sulle carte capovolte. Alcuni cartomanti danno un significato proprio alle carte che escono rovesciate, e in quel caso leggono la Torre al rovescio come un crollo rimandato o un cambiamento che avviene più dentro che fuori. Molti altri, soprattutto nella scuola marsigliese, preferiscono leggere ogni carta in base alla posizione e alle carte vicine. Su questo sito le carte si leggono al dritto, a meno che tu non lasci uscire anche quelle rovesciate: in quel caso la Torre capovolta si legge proprio così, come uno sconvolgimento che allenta la presa, e la sua pagina ne dà il significato completo.',
  },

  { type: 'h2', text: 'La Torre in amore' },
  {
    type: 'p',
    text: 'In una lettura sentimentale la Torre indica quasi sempre un momento di verità. Un segreto viene fuori, una tensione trascinata da mesi arriva in superficie, oppure uno dei due si rende conto che il rapporto poggiava su presupposti che non valgono più. Può fare male. Ma può anche essere la discussione che salva una coppia, perché finché si finge che vada tutto bene non si può aggiustare niente.',
  },
  {
    type: 'p',
    text: 'C’è poi un’espressione che in italiano le calza a pennello: il colpo di fulmine. Per chi è single, la Torre può descrivere proprio questo, un incontro che arriva senza preavviso e rimescola le carte. Oppure può indicare una delusione che apre gli occhi, la fine di un vecchio schema in cui si sceglie sempre lo stesso tipo di persona, lo scossone che interrompe un’attesa durata troppo a lungo.',
  },
  {
    type: 'p',
    text: 'Quello che la Torre non fa è annunciare con certezza la fine di una storia, né svelare ciò che un’altra persona nasconde. Se esce in una domanda su qualcuno, leggila come un invito alla sincerità, prima di tutto con te: che cosa sai già, ma non hai ancora voluto dire ad alta voce?',
  },

  { type: 'h2', text: 'La Torre nel lavoro, nel denaro e nel benessere' },
  { type: 'h3', text: 'Lavoro' },
  {
    type: 'p',
    text: 'In ufficio, in bottega o in cantiere, la Torre può riflettere una riorganizzazione, un progetto che salta, un cambio di direzione che nessuno aveva previsto. Oppure l’improvvisa consapevolezza che la strada seguita per anni non ti somiglia più. Non sempre è una cattiva notizia: a volte è l’idea che rovescia il modo in cui una squadra ha sempre lavorato. La carta chiede di distinguere ciò che nella tua vita professionale è davvero solido da ciò che resta in piedi solo per paura di cambiare. Molte persone, guardandosi indietro, riconoscono in uno scossone professionale di questo tipo l’inizio di qualcosa di più adatto a loro.',
  },
  { type: 'h3', text: 'Denaro' },
  {
    type: 'p',
    text: 'Nelle domande sui soldi la Torre mette in evidenza l’instabilità: spese impreviste, piani costruiti su ipotesi troppo ottimistiche, entrate che sembravano sicure. Prendila come un invito a guardare i conti con lucidità, non come una previsione. Una carta dei tarocchi non è una consulenza finanziaria e nessuna lettura può dirti come andrà un investimento o un posto di lavoro. Se il denaro ti preoccupa, la risposta più utile è pratica: metti in fila i numeri e parlane con un professionista o con una persona di cui ti fidi.',
  },
  { type: 'h3', text: 'Salute e benessere' },
  {
    type: 'p',
    text: 'La Torre non fa diagnosi e non va mai letta come una previsione sul tuo corpo. In una lettura sul benessere va letta piuttosto come il segnale di uno stress che si accumula, di ritmi che non sono più sostenibili, del bisogno di fermarsi prima che sia il corpo a imporlo. Se hai un dubbio sulla tua salute, rivolgiti al tuo medico: la carta può essere al massimo un promemoria per prendere quell’appuntamento, mai un sostituto.',
  },

  { type: 'h2', text: 'La Torre nelle posizioni di una stesa' },
  {
    type: 'p',
    text: 'Il significato di una carta dipende molto dal punto in cui cade. Ecco come cambia la Torre nelle posizioni più comuni, a cominciare dalla stesa a tre carte di passato, presente e futuro.',
  },
  { type: 'h3', text: 'Nel passato' },
  {
    type: 'p',
    text: 'Qui la Torre racconta uno sconvolgimento già avvenuto che pesa ancora sul presente: una separazione, un trasloco, una perdita, un ripensamento improvviso. La lettura ti chiede quanta strada hai fatto da allora, e se stai ancora abitando tra le macerie o hai già cominciato a ricostruire con i mattoni rimasti buoni.',
  },
  { type: 'h3', text: 'Nel presente' },
  {
    type: 'p',
    text: 'Al centro della stesa, la Torre dice che il cambiamento è in corso o molto vicino, e che resistere lo renderà solo più faticoso. Non è il momento delle riparazioni affannose ma della franchezza e della calma. Non devi ricostruire tutto in una volta: ti basta trovare un punto fermo su cui appoggiare i piedi e guardare la situazione com’è.',
  },
  { type: 'h3', text: 'Nel futuro' },
  {
    type: 'p',
    text: 'Come carta del futuro la Torre indica una direzione, non un destino già scritto. Può segnalare che qualcosa nella tua situazione attuale è sotto pressione e non reggerà per sempre. È un’informazione preziosa, perché ti dà il tempo di muoverti prima: affrontare quel discorso difficile, avviare il cambiamento che rimandi da tempo, rinforzare ciò che conta prima che siano gli eventi a decidere.',
  },
  { type: 'h3', text: 'Come ostacolo o come consiglio' },
  {
    type: 'p',
    text: 'Nelle stese più lunghe, come la lettura di coppia o il percorso professionale, la Torre può cadere nella posizione delle sfide o degli ostacoli. Lì spesso indica più una paura che un evento: quella di veder crollare qualcosa, che porta a puntellare muri già incrinati. Nella posizione del consiglio, invece, il suo messaggio è quasi un paradosso: smetti di tenere su ciò che sta cedendo, lascia cadere quello che deve cadere e guarda con onestà che cosa rimane in piedi.',
  },

  { type: 'h2', text: 'Le carte che le stanno accanto' },
  {
    type: 'p',
    text: 'Nessuna carta si legge da sola, e la Torre si lascia colorare molto dalle vicine. Alcuni accostamenti tornano spesso.',
  },
  { type: 'h3', text: 'Il Diavolo, la carta che la precede' },
  {
    type: 'p',
    text: 'Nella sequenza degli arcani maggiori, prima del fulmine ci sono le catene. Il Diavolo descrive i legami che tolgono libertà: abitudini, dipendenze, rapporti che non scegliamo più ma da cui non riusciamo a staccarci. Quando le due carte escono insieme, la Torre appare spesso come la rottura di quelle catene, brusca ma liberatoria.',
  },
  { type: 'h3', text: 'La Stella, la carta che la segue' },
  {
    type: 'p',
    text: 'Subito dopo la Torre viene la Stella, e la coppia è tra le più consolanti del mazzo. Dopo la tempesta una figura inginocchiata versa acqua sotto un cielo finalmente aperto. Quando compaiono vicine, la lettura parla di guarigione dopo lo scossone e di una speranza che torna appena la polvere si è posata.',
  },
  { type: 'h3', text: 'La Morte' },
  {
    type: 'p',
    text: 'La Morte, arcano XIII, parla di fini e trasformazioni che maturano nel tempo, come l’autunno che scivola nell’inverno. La Torre ne è la versione istantanea. Insieme indicano la chiusura di un capitolo importante, con un processo lento e un punto di svolta netto. Nessuna delle due va presa alla lettera: entrambe chiedono di lasciar andare ciò che è finito per fare posto al nuovo.',
  },
  { type: 'h3', text: 'La Ruota della Fortuna' },
  {
    type: 'p',
    text: 'La Ruota della Fortuna parla di cicli e di eventi che girano senza chiedere il permesso. Accanto alla Torre sottolinea che una parte del cambiamento non dipende da te. Proprio per questo invita a concentrarsi su ciò che invece è nelle tue mani: come reagisci, che cosa scegli di salvare, da dove decidi di ripartire.',
  },

  { type: 'h2', text: 'Come lavorare con la Torre' },
  {
    type: 'p',
    text: 'Il modo migliore di accogliere la Torre è la curiosità, non la paura. Prenditi un momento tranquillo, guarda la carta con attenzione e nota quale dettaglio ti colpisce per primo: il fulmine, la corona che vola via, le figure che cadono, il cielo alle loro spalle. Poi scegli una o due di queste domande e rifletti per iscritto.',
  },
  {
    type: 'ul',
    items: [
      'Che cosa nella mia vita sembra solido solo perché non l’ho mai guardato da vicino?',
      'Quale convinzione su di me o sulla mia situazione è pronta a cadere?',
      'Quando un cambiamento improvviso, in passato, si è rivelato un aiuto?',
      'Quale verità esito a dire ad alta voce, e chi avrebbe bisogno di sentirla?',
      'Se potessi ricominciare da un terreno onesto, che cosa costruirei?',
      'Su chi posso contare mentre le cose sono in movimento?',
    ],
  },
  {
    type: 'quote',
    text: 'Il fulmine non sceglie che cosa distruggere. Illumina per un istante la torre intera, e ti mostra quali muri erano veri.',
  },
  {
    type: 'p',
    text: 'La Torre non sarà mai una carta comoda, e non è fatta per esserlo. Eppure chi ha attraversato un periodo così racconta spesso, a distanza di tempo, che quello scossone ha portato qualcosa che non sarebbe arrivato in altro modo: chiarezza, coraggio, la libertà di costruire una vita più su misura. Se è uscita per te, non sei sotto una cattiva stella. Hai davanti un’occasione per guardarti intorno con onestà, a cielo aperto, e decidere che cosa viene dopo.',
  },
];

/** Built-in editorial article (Italian): The Tower (XVI), its imagery and meanings in love, work and readings. */
export const towerTarotCard: BuiltinArticle = {
  id: 'tower-tarot-card',
  title: 'La Torre nei tarocchi: significato in amore, nel lavoro e nella stesa',
  description:
    'La Torre, arcano XVI, è la carta dei cambiamenti improvvisi: che cosa significa in amore, nel lavoro e in una stesa, e perché ciò che crolla fa spazio al vero.',
  date: '2025-04-02',
  featuredImage: '/blog/tower-tarot-card.svg',
  blocks,
};
