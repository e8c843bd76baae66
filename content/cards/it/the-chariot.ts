import type { CardContent } from '../card-content';

/** The Chariot, in Italian. */
export const card: CardContent = {
  overview: [
    'Un giovane in armatura guida il suo carro lontano dalle mura di una città. Nel Rider-Waite-Smith sta ritto sotto un baldacchino stellato, con una corona in testa, due mezzelune sulle spalle e uno scettro in mano; il carro è un blocco di pietra, e a tirarlo sono due sfingi, una nera e una bianca, che guardano in direzioni diverse. Di redini non se ne vedono. Nei Tarocchi di Marsiglia al posto delle sfingi ci sono due cavalli, spesso di colori diversi, che sembrano voler andare ciascuno per conto proprio, mentre l’auriga coronato resta immobile e frontale.',
    'Tutto ruota attorno a questa guida senza redini. Le due sfingi o i due cavalli sono forze opposte, istinto e ragione, desiderio e dovere, e il carro avanza solo se qualcuno le tiene insieme con la volontà anziché con le briglie. Il baldacchino di stelle dice che l’impresa ha un respiro più ampio della singola corsa; le lune sulle spalle ricordano le emozioni che la corazza contiene senza cancellarle. La città alle spalle è ciò che si lascia: il Carro è una partenza e una conquista, ma anche una prova di autocontrollo.',
    'Con il numero VII il Carro chiude la prima fila del viaggio, quella in cui si impara ad agire nel mondo. Tutto ciò che il viaggiatore ha raccolto dal Mago fino agli Amanti, gli strumenti, la conoscenza, la struttura, la scelta, si trasforma in movimento e in una prima vittoria. Ma subito dopo viene la Forza, carta VIII, che apre la seconda fila: dopo aver domato il mondo di fuori, bisognerà imparare a domare quello di dentro.',
    'Oggi il Carro tende a dire che una meta è raggiungibile, a patto di non lasciarsi tirare da due parti e di tenere la direzione anche quando la strada si fa accidentata.',
  ],
  present:
    'Sei in piena corsa: le cose si muovono, e sono le tue mani a tenere le redini. Il Carro descrive un momento di slancio e di volontà, in cui la determinazione che metti in campo pesa più di qualunque ostacolo esterno.',
};
