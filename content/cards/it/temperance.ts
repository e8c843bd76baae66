import type { CardContent } from '../card-content';

/** Temperance, in Italian. */
export const card: CardContent = {
  overview: [
    'Un angelo dalle grandi ali rosse tiene un piede nell’acqua di uno stagno e l’altro sulla riva, e versa un liquido da una coppa all’altra in un flusso continuo. Nel Rider-Waite-Smith indossa una veste bianca con un triangolo inscritto in un quadrato sul petto e un cerchio solare sulla fronte; accanto crescono degli iris, e un sentiero sale verso montagne lontane, dove una luce dorata ricorda una corona. La versione di Marsiglia è più essenziale: una figura alata, di solito letta come femminile, travasa l’acqua tra due vasi di colore diverso, senza stagno né paesaggio, e l’attenzione cade tutta sul gesto.',
    'Il travaso è il simbolo più chiaro: due sostanze diverse che si mescolano fino a trovare la giusta misura, come quando un tempo si temperava il vino con l’acqua. Il piede nello stagno e quello sulla terra uniscono sentimento e concretezza, il mondo interiore e quello pratico. Il triangolo nel quadrato evoca lo spirito che abita la materia, mentre gli iris richiamano Iride, la messaggera degli dèi, l’arcobaleno teso tra cielo e terra. Nulla qui si fa di fretta: la carta parla di dosi, di pazienza, di guarigione lenta.',
    'La Temperanza chiude la seconda fila del viaggio del Matto, quella in cui lo sguardo si è rivolto all’interno e ha attraversato le sue prove. Dopo la Morte, che ha fatto piazza pulita, questa carta ricompone i pezzi e trova un equilibrio nuovo. È una tregua preziosa prima del Diavolo, che apre l’ultima fila e metterà quell’equilibrio alla prova con le forze più oscure.',
    'Oggi può suggerirti di cercare la via di mezzo, di non forzare i tempi e di lasciare a ogni cosa il suo giusto spazio.',
  ],
  present:
    'Stai cercando un equilibrio tra esigenze diverse, e a poco a poco lo stai trovando. La Temperanza descrive un momento di pazienza e di misura, in cui le tensioni si ammorbidiscono e le soluzioni nascono dall’incontro tra punti di vista lontani.',
};
