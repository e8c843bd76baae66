import type { CardContent } from '../card-content';

/** The Empress, in Italian. */
export const card: CardContent = {
  overview: [
    'Nessuna carta degli arcani maggiori è così piena di vita. Nel mazzo Rider-Waite-Smith l’Imperatrice siede su morbidi cuscini in mezzo alla natura: davanti a lei matura un campo di grano, dietro scorre un ruscello che scende da un bosco. Indossa un abito chiaro decorato di melagrane, ha sul capo una corona di dodici stelle e tiene uno scettro; accanto al trono, uno scudo a forma di cuore porta il simbolo di Venere. Nei Tarocchi di Marsiglia la scena è più solenne e araldica: una sovrana vista di fronte, con corona e scettro, regge uno scudo con un’aquila, lo stesso animale che ritroveremo nella carta dell’Imperatore.',
    'Il grano e l’acqua parlano di nutrimento e di raccolto, di ciò che cresce se lo si cura con pazienza. Il segno di Venere collega la carta all’amore, alla bellezza, al piacere dei sensi; le dodici stelle della corona sono state lette come i mesi dell’anno o i segni dello zodiaco, cioè il ritmo delle stagioni. Le melagrane, già viste sul velo della Papessa, qui sono sul vestito: quello che prima era un mistero nascosto adesso fiorisce alla luce del sole. L’Imperatrice è la creatività in tutte le sue forme, dal prendersi cura di qualcuno al dare vita a un progetto.',
    'Con il numero III è la terza tappa della prima fila, quella in cui si impara ad agire nel mondo. Tra l’intuizione silenziosa della Papessa e l’ordine dell’Imperatore, lei rappresenta il momento in cui le cose prendono corpo e si moltiplicano. Il viaggiatore partito con il Matto scopre qui che il mondo non va soltanto conquistato: va anche coltivato.',
    'Quando esce oggi, l’Imperatrice invita a concedersi tempo e cura, e a fidarsi dei processi lenti: molte cose buone crescono senza bisogno di essere spinte.',
  ],
  present:
    'Intorno a te le cose crescono quasi da sole: idee, affetti o progetti si irrobustiscono giorno dopo giorno, senza bisogno di forzature. L’Imperatrice parla di abbondanza e di cura reciproca, e ti ricorda che anche il piacere e il riposo fanno parte di questo momento fertile.',
};
