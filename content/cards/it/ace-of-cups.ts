import type { CardContent } from '../card-content';

/** The Ace of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "Da una nuvola sbuca una mano che regge una coppa d'oro, e dall'orlo traboccano cinque getti d'acqua che ricadono in uno stagno punteggiato di ninfee. Nel Rider-Waite-Smith una colomba bianca scende verso la coppa tenendo nel becco un'ostia segnata da una croce, e tutto intorno cadono piccole gocce, come una pioggia di grazia. Sulla coppa si distingue una lettera simile a una W, o a una M rovesciata. Nei Tarocchi di Marsiglia l'Asso di Coppe è invece un grande calice elaborato, simile a un reliquiario o a una cattedrale in miniatura, senza colomba né getti d'acqua.",
    "Le Coppe sono il seme dell'acqua, l'elemento delle emozioni, dei legami, dell'intuizione e dell'immaginazione. L'acqua prende la forma del recipiente che la contiene, come i sentimenti prendono la forma delle persone e delle storie che li accolgono. I cinque getti vengono spesso letti come i cinque sensi, attraverso cui l'amore entra nel corpo e nel mondo; le ninfee, che fioriscono sull'acqua ferma, parlano di una bellezza che nasce dalla quiete. La colomba e l'ostia hanno fatto pensare al Graal, la coppa che nutre senza mai svuotarsi.",
    "L'asso è sempre un seme, tutta la forza di un elemento racchiusa in un inizio. Qui è il primo movimento del cuore: un amore che nasce, un'amicizia, una compassione nuova, un'ispirazione artistica, ma anche la guarigione dopo un periodo arido. La mano che offre la coppa arriva dall'alto, e ricorda che certe emozioni non si fabbricano, si ricevono, e si decide soltanto se accoglierle o lasciarle passare.",
    "Se oggi l'Asso di Coppe compare per te, lascia che il cuore si riempia. Non serve capire tutto né dare un nome preciso a ciò che senti; basta accoglierlo, e permettere che trabocchi verso chi ti sta vicino.",
  ],
  present:
    "In questo momento il cuore si sta aprendo a qualcosa di nuovo: un sentimento, un'amicizia, un'ispirazione. L'Asso di Coppe descrive un inizio emotivo limpido e generoso, in cui puoi ricevere e dare affetto con una libertà che forse non sentivi da tempo.",
};
