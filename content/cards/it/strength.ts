import type { CardContent } from '../card-content';

/** Strength, in Italian. */
export const card: CardContent = {
  overview: [
    'Una donna vestita di bianco si china su un leone e gli tiene la bocca con le mani, senza sforzo apparente, quasi lo stesse accarezzando. Nel Rider-Waite-Smith porta una ghirlanda di fiori tra i capelli e intorno alla vita, e sopra la sua testa galleggia lo stesso segno dell’infinito che si vede sul Mago. Nei Tarocchi di Marsiglia la figura tiene tra le mani le fauci dell’animale e indossa un cappello dalla tesa larga e ondulata, che ricorda quello del Bagatto. Nei mazzi italiani antichi la carta si chiamava spesso la Fortezza, ed era una delle virtù cardinali, come la Giustizia e la Temperanza.',
    'Il leone è la parte istintiva, la rabbia, il desiderio, la paura che ruggisce; la donna non lo uccide e non lo incatena, lo tiene con dolcezza. È questo il messaggio più sorprendente della carta: la forza vera non è la violenza ma la pazienza, il coraggio calmo di chi conosce le proprie passioni e non se ne lascia travolgere. La ghirlanda di fiori, che nel Rider-Waite-Smith passa anche attorno al collo del leone, mostra un legame fatto di fiducia più che di costrizione, e il segno dell’infinito dice che questa energia si rinnova quanto più la si usa con gentilezza.',
    'Nell’ordine di questo sito la Forza è l’arcano VIII, come nel Rider-Waite-Smith, mentre nei Tarocchi di Marsiglia porta il numero XI e scambia il posto con la Giustizia. Qui apre la seconda fila del viaggio, quella in cui lo sguardo si volge verso l’interno e arrivano le prove. Dopo la corsa del Carro, che ha vinto fuori, la Forza insegna a vincere dentro; subito dopo l’Eremita prende la lanterna e si ritira a cercare.',
    'In una lettura di oggi la Forza invita spesso a scegliere la calma al posto dello scontro, e a riconoscere quanta resistenza c’è già, anche quando non fa rumore.',
  ],
  present:
    'Hai davanti una prova che chiede più pazienza che muscoli, e la stai reggendo meglio di quanto credi. La Forza descrive una fermezza silenziosa: il coraggio, in questa fase, ha il volto della dolcezza e della costanza, non dello scontro.',
};
