import type { CardContent } from '../card-content';

/** The Tower, in Italian. */
export const card: CardContent = {
  overview: [
    'Un fulmine colpisce la cima di un’alta torre costruita su una rupe, ne sbalza via la corona e appicca il fuoco alle finestre. Nel Rider-Waite-Smith due figure, una delle quali incoronata, precipitano a testa in giù nel buio, mentre intorno piovono piccole fiamme a forma di goccia, le lettere ebraiche yod. Il modello marsigliese chiama la carta La Maison Dieu, la Casa di Dio: la sommità della torre, simile a una corona, viene scoperchiata da un fascio di fiamme che scende dal cielo, due uomini cadono a terra e l’aria è piena di palline colorate.',
    'La torre rappresenta ciò che abbiamo innalzato: convinzioni, ruoli, sicurezze, a volte l’orgoglio stesso. La corona che vola via dice che nessuna altezza mette al riparo. Il fulmine arriva dall’alto e senza preavviso: è la verità che irrompe, l’evento che non si può ignorare. Le yod, però, sono anche segno di una grazia che scende: ciò che distrugge illumina, e la rovina lascia spazio a qualcosa di più autentico. La carta non giudica chi cade; mostra soltanto che certe costruzioni poggiavano su basi fragili.',
    'Nella terza fila del viaggio del Matto la Torre viene subito dopo il Diavolo: le catene che laggiù sembravano salde si spezzano qui, con violenza, perché nessuno le aveva sciolte con le proprie mani. È il momento più brusco dell’intero percorso, ma non l’ultimo. Dopo il crollo arriva la Stella, la prima carta in cui il cielo torna sereno e la speranza si riaccende.',
    'Se esce per te oggi, può indicare un cambiamento improvviso o una consapevolezza scomoda; spesso, col senno di poi, quel crollo si rivela una liberazione.',
  ],
  present:
    'La Torre segnala uno scossone in pieno svolgimento: qualcosa che davi per certo sta cedendo, e la situazione cambia faccia all’improvviso. Per quanto destabilizzante, questo momento fa cadere ciò che si reggeva su basi fragili e lascia emergere una verità più solida.',
};
