import type { CardContent } from '../card-content';

/** The Knight of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "Un cavaliere in armatura lancia al galoppo un cavallo bianco, la spada alzata e il corpo piegato in avanti, come se stesse caricando un nemico invisibile. Nel Rider-Waite-Smith il vento strappa le nuvole e piega gli alberi, alcuni uccelli attraversano il cielo, e i finimenti del cavallo sono decorati con farfalle e uccellini, simboli dell'aria. Il mantello rosso del cavaliere si gonfia dietro di lui. Nei Tarocchi di Marsiglia il Cavaliere di Spade procede con un'andatura più composta, armato e con la lama sguainata, su un cavallo dalla gualdrappa colorata.",
    "Il cavaliere rappresenta l'azione, la ricerca, l'estremo del proprio seme. Nelle Spade, che appartengono all'aria e governano la mente, la parola e il giudizio, questo estremo diventa velocità pura: un pensiero che si trasforma subito in gesto, una convinzione difesa con ardore. Il cavallo lanciato a piena corsa mostra la forza della determinazione, ma anche il pericolo di non riuscire a fermarsi quando sarebbe necessario.",
    "Come persona, il Cavaliere di Spade può essere qualcuno di brillante, coraggioso e diretto, capace di battersi per una causa, ma anche impaziente e talvolta brusco. Come situazione, descrive un periodo in cui gli eventi accelerano e occorre reagire con prontezza. Nel lavoro può annunciare l'arrivo di qualcuno che scuote le abitudini con proposte rapide e audaci. Può anche indicare una parte di te che vuole lanciarsi in avanti, cambiare le cose, dire finalmente ciò che pensa.",
    "Oggi il Cavaliere di Spade ti chiede di usare la tua determinazione con intelligenza. Se c'è una battaglia giusta da combattere, non esitare; ma prima di partire, assicurati di sapere dove stai andando e perché. La velocità è un dono quando è guidata dalla lucidità, e un rischio quando nasce dalla sola impazienza.",
  ],
  present:
    "Gli eventi accelerano e senti il bisogno di agire. Il Cavaliere di Spade sostiene il tuo coraggio e la tua franchezza: vai avanti con decisione, ma tieni d'occhio la strada e le persone che incontri lungo il percorso.",
};
