import type { Section } from '../../../lib/blocks';

/** The sections of the page 'Tarot Insights' (Italian), shown as an accordion: the deck and its Italian history, its arcana, spreads, positions, reversals and practice. */
export const tarotInsights: Section[] = [
  {
    id: 'the-deck',
    title: 'Com’è fatto il mazzo, e da dove viene',
    blocks: [
      {
        type: 'p',
        text: 'Un mazzo di tarocchi completo conta 78 carte, divise in due famiglie. I 22 arcani maggiori, numerati da 0 a 21, mostrano grandi figure simboliche e momenti di svolta: il Matto, gli Amanti, la Morte, la Stella, il Mondo. I 56 arcani minori sono organizzati come un mazzo da gioco, in quattro semi da 14 carte ciascuno: Bastoni, Coppe, Spade e Denari.',
      },
      {
        type: 'p',
        text: '«Arcano» vuol dire segreto, e i due nomi indicano una differenza di scala. Gli arcani maggiori parlano dei grandi capitoli di una vita, delle lezioni e delle svolte che ci trasformano. Gli arcani minori raccontano le scene di tutti i giorni in cui quelle lezioni si vivono: una conversazione, un litigio, un lavoro nuovo, una serata tranquilla in casa.',
      },
      { type: 'h3', text: 'Una storia nata in Italia' },
      {
        type: 'p',
        text: 'I tarocchi sono nati nelle corti dell’Italia settentrionale, nel Quattrocento, tra Milano, Ferrara, Bologna e Firenze, dove nel 1440 compare il primo documento che li nomina. All’inizio si chiamavano carte «da trionfi»: a un normale mazzo con quattro semi si aggiungeva una serie di figure allegoriche, i trionfi appunto, che nel gioco battevano tutte le altre carte. Il nome «tarocchi» compare soltanto più tardi, all’inizio del Cinquecento.',
      },
      {
        type: 'p',
        text: 'Le carte più celebri di quell’epoca sono i tarocchi Visconti-Sforza, dipinti a mano per i duchi di Milano verso la metà del secolo e attribuiti per lo più a Bonifacio Bembo: figure su fondo d’oro, abiti di corte, stemmi di famiglia. Il mazzo più completo arrivato fino a noi è diviso tra l’Accademia Carrara di Bergamo, la Morgan Library di New York e una collezione privata, e tra le poche carte andate perdute ci sono proprio il Diavolo e la Torre.',
      },
      {
        type: 'p',
        text: 'Per secoli i tarocchi sono stati soprattutto un gioco, e in Italia lo sono ancora: in Piemonte e in Valle d’Aosta si gioca al Tarocco piemontese, a Bologna al Tarocchino, in alcuni paesi della Sicilia al Tarocco siciliano. L’uso divinatorio arriva molto dopo, nel Settecento: a Bologna un foglio manoscritto, che alcuni studiosi datano verso la metà del secolo, assegna un significato a diverse carte del Tarocchino, e in Francia l’erudito Antoine Court de Gébelin sostenne, senza alcuna prova, che le carte custodissero un’antica sapienza egizia. Da quelle idee, nel giro di pochi anni, prende forma la cartomanzia con i tarocchi come la conosciamo. Nel frattempo si era affermato il modello detto di Marsiglia, stampato dai cartai francesi tra Seicento e Settecento e ancora oggi punto di riferimento per tanti cartomanti; nel 1909, a Londra, è arrivato il mazzo Rider-Waite-Smith, disegnato da Pamela Colman Smith.',
      },
      {
        type: 'p',
        text: 'Le letture interattive di questo sito usano i 22 arcani maggiori, a meno che tu non scelga il mazzo completo. Con meno carte ognuna pesa di più, e ogni lettura va dritta al cuore della domanda. La numerazione è quella del Rider-Waite-Smith, con la Forza all’VIII e la Giustizia all’XI; nei Tarocchi di Marsiglia le due carte sono scambiate.',
      },
    ],
  },
  {
    id: 'the-fools-journey',
    title: 'Gli arcani maggiori come viaggio del Matto',
    blocks: [
      {
        type: 'p',
        text: 'Un modo bellissimo per capire gli arcani maggiori è leggerli in ordine, come la storia di un viandante. Il Matto, la carta 0, si mette in cammino con un fagotto leggero e il cuore aperto. Ogni carta che segue è qualcuno che incontra per strada o una lezione che deve imparare, finché il viaggio si compie nel Mondo, la carta XXI.',
      },
      {
        type: 'p',
        text: 'Curiosamente, nei giochi tradizionali di tarocchi il Matto di solito non prende e non viene preso: lo si gioca per «scusarsi», cioè per non dover rispondere alla carta giocata da un altro. Anche nelle letture resta la carta che sta un po’ fuori dalle regole, quella da cui tutto comincia.',
      },
      {
        type: 'ol',
        items: [
          'La prima tappa, dal Mago al Carro, insegna ad agire nel mondo: abilità, intuizione, cura, struttura, tradizione, amore e volontà.',
          'La seconda, dalla Forza alla Temperanza, si volge verso l’interno: pazienza, solitudine, i giri della ruota, giustizia, resa, fini necessarie ed equilibrio.',
          'La terza, dal Diavolo al Mondo, è il confronto con le ombre e la scoperta della luce: tentazione, crollo improvviso, speranza, sogni, gioia, risveglio e compimento.',
        ],
      },
      {
        type: 'p',
        text: 'Quando in una lettura esce un arcano maggiore, puoi chiederti in che punto del viaggio ti trovi. L’Eremita suggerisce un tempo di ritiro e di riflessione; la Stella, una stagione di guarigione dopo la tempesta; la Ruota della Fortuna, una fase in cui le cose girano più in fretta di quanto vorresti.',
      },
      {
        type: 'quote',
        text: 'Il viaggio comincia con un passo nel vuoto e finisce con una danza: in mezzo c’è tutta una vita.',
      },
    ],
  },
  {
    id: 'the-minor-arcana',
    title: 'Gli arcani minori e i quattro semi',
    blocks: [
      {
        type: 'p',
        text: 'Ognuno dei quattro semi ha dieci carte numerate, dall’Asso al Dieci, e quattro figure: Fante, Cavaliere, Regina e Re. I numeri raccontano una crescita, dal potenziale grezzo dell’Asso al compimento del Dieci, mentre le figure rappresentano spesso persone o modi di comportarsi.',
      },
      {
        type: 'p',
        text: 'Se hai giocato a scopa o a briscola, questi semi li conosci già: sono gli stessi delle carte napoletane, piacentine o trevigiane. I mazzi regionali a semi italiani, però, hanno solo 40 carte e tre figure, Fante, Cavallo e Re, senza la Regina. Nei mazzi di tradizione inglese, invece, i Denari diventano Pentacoli.',
      },
      {
        type: 'ul',
        items: [
          'Bastoni, legati al fuoco: energia, ambizione, creatività, la scintilla che fa partire un progetto.',
          'Coppe, legate all’acqua: emozioni, relazioni, intuizione, la vita del cuore.',
          'Spade, legate all’aria: pensieri, parole, conflitti e una lucidità che a volte taglia.',
          'Denari, legati alla terra: lavoro, soldi, corpo, casa e tutto ciò che si costruisce con pazienza.',
        ],
      },
      {
        type: 'p',
        text: 'Le nostre letture usano gli arcani maggiori, a meno che tu non scelga il mazzo completo; in ogni caso conoscere i semi aiuta a riconoscerne gli elementi negli arcani maggiori: il coraggio infuocato della Forza, la profondità acquatica della Luna, il giudizio affilato della Giustizia, l’abbondanza terrena dell’Imperatrice.',
      },
    ],
  },
  {
    id: 'reading-spreads',
    title: 'Le stese',
    blocks: [
      {
        type: 'p',
        text: 'Una stesa è uno schema per disporre le carte, in cui ogni posto ha un significato. La più famosa è la Croce Celtica: dieci carte che esplorano il cuore di una situazione, ciò che le si oppone, le sue radici, il passato recente, ciò che potrebbe realizzarsi, il futuro vicino, il tuo atteggiamento, l’ambiente intorno a te, speranze e timori, e la direzione in cui vanno le cose. È una stesa ricca, ma per leggerla bene servono tempo ed esercizio.',
      },
      {
        type: 'p',
        text: 'Le stese di questo sito sono più piccole e mirate, e ognuna è pensata per un tipo preciso di domanda:',
      },
      {
        type: 'ul',
        items: [
          'Risposta rapida, 1 carta: una sola immagine per la domanda che hai in mente.',
          'Carta del giorno, 1 carta: il clima e la lezione della giornata che comincia.',
          'Mattina e sera, 2 carte: una per come si apre la giornata, una per come si chiude.',
          'Passato, presente e futuro, 3 carte: il modo classico per vedere come si è sviluppata una situazione e dove può portare.',
          'Ambiente di lavoro, 3 carte: tu, i colleghi e l’aria che si respira intorno a te.',
          'La meta del viaggio, 3 carte: il luogo che ti chiama, l’esperienza che ti aspetta e il momento giusto per partire.',
          '«È la persona giusta?», 4 carte: chi è, che cosa prova, che cosa si mette di mezzo e come potrebbe andare.',
          'Percorso professionale, 4 carte: la situazione attuale, gli ostacoli, le opportunità e l’esito probabile.',
          'Il viaggio passo per passo, 4 carte: i preparativi, il cammino, l’arrivo e il ritorno.',
          'Lettura di coppia, 5 carte: tu, il partner, la dinamica fra voi, le sfide e il consiglio.',
        ],
      },
      {
        type: 'p',
        text: 'La risposta rapida e la stesa passato, presente e futuro si trovano nella pagina iniziale; le altre stese hanno ciascuna la propria pagina, dedicata all’amore, alla giornata, al lavoro o ai viaggi.',
      },
    ],
  },
  {
    id: 'positions',
    title: 'Le posizioni, e come cambiano il significato',
    blocks: [
      {
        type: 'p',
        text: 'Una carta non parla mai da sola: la sua posizione nella stesa dice a quale domanda sta rispondendo. La Torre nella posizione del passato può descrivere uno sconvolgimento che hai già attraversato, e la forza che te ne è rimasta. La stessa carta tra le sfide di una lettura di coppia indica una struttura rigida che ha bisogno di cambiare; nella posizione del consiglio può invitarti a smettere di tenere in piedi qualcosa che sta già crollando.',
      },
      {
        type: 'p',
        text: 'Conta anche il tema della domanda. Il Sole in una domanda d’amore parla di calore e di sincerità tra due persone; in una domanda sul lavoro, di un riconoscimento o di un progetto che finalmente vede la luce. Il sito riconosce il tema da ciò che scrivi e, per ogni carta, sceglie il significato adatto a quel tema e a quella posizione.',
      },
      { type: 'h3', text: 'Leggere le carte insieme' },
      {
        type: 'p',
        text: 'Dopo aver letto ogni carta al suo posto, guarda la stesa nel suo insieme. Le carte raccontano una storia dall’inizio alla fine? Una sembra rispondere all’altra? Se l’Imperatrice compare accanto all’Imperatore, si parla di equilibrio tra cura e struttura; una stesa piena di carte di cambiamento, come la Ruota della Fortuna, la Morte o la Torre, annuncia una stagione in movimento. Per questo, nell’interpretazione carta per carta, il sito nomina sempre la posizione prima di spiegare la carta.',
      },
    ],
  },
  {
    id: 'reversals',
    title: 'Le carte rovesciate, e come si leggono qui',
    blocks: [
      {
        type: 'p',
        text: 'Molti cartomanti danno un significato diverso a una carta che esce capovolta. Una carta rovesciata può indicare un’energia bloccata, rimandata, rivolta verso l’interno o espressa in eccesso. I rovesciati aggiungono sfumature, ma raddoppiano i significati da imparare e a volte rendono la lettura più pesante del necessario.',
      },
      {
        type: 'p',
        text: 'Le letture di questo sito usano carte dritte, a meno che tu non scelga altrimenti. Ogni carta contiene già nel suo significato tradizionale tutta una gamma di luci e di ombre, e la posizione nella stesa dice se descrive una risorsa, una difficoltà o un consiglio. Se vuoi i rovesciati, prima di cominciare puoi lasciare che qualche carta esca capovolta. Ogni carta rovesciata si legge allora secondo la sua natura: alcune si bloccano, altre si chiudono in sé o eccedono, e alcune carte dure, come la Torre, allentano la presa. Nella pagina di ogni carta trovi il suo significato da rovesciata.',
      },
      {
        type: 'p',
        text: 'Se un giorno vorrai provare i rovesciati con un mazzo vero tra le mani, un buon punto di partenza è chiederti che cosa succede quando l’energia di una carta non riesce a esprimersi: l’abilità del Mago che si trasforma in insicurezza, la luce del Sole che diventa la fatica di doversi mostrare sempre di buon umore.',
      },
    ],
  },
  {
    id: 'building-a-practice',
    title: 'Fare dei tarocchi un’abitudine',
    blocks: [
      {
        type: 'p',
        text: 'I tarocchi danno il meglio quando diventano un’abitudine e non una curiosità occasionale. Non serve molto tempo: contano la regolarità e un’attenzione sincera.',
      },
      {
        type: 'ul',
        items: [
          'Pesca una carta al giorno. La carta del giorno richiede un minuto e, settimana dopo settimana, ti fa incontrare gli arcani maggiori dentro la tua vita di tutti i giorni.',
          'Tieni un diario dei tarocchi. Annota la data, la domanda, le carte e una frase su ciò che ti hanno detto, poi rileggi la pagina dopo una settimana.',
          'Impara una carta alla volta. Guarda a lungo la figura prima di leggerne il significato e scrivi la prima cosa che noti. Se ti incuriosisce la storia, confronta la stessa carta in mazzi diversi, dal Visconti-Sforza al Marsiglia al Rider-Waite-Smith: le differenze dicono molto.',
          'Torna sulla stessa domanda dopo un po’ di tempo, non subito, e confronta le due letture con ciò che è successo davvero.',
        ],
      },
      {
        type: 'p',
        text: 'Soprattutto, abbi pazienza con te. La comprensione delle carte si approfondisce a ogni lettura, e insieme cresce la conoscenza della persona che le fa: tu.',
      },
    ],
  },
];
