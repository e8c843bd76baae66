import type { CardContent } from '../card-content';

/** The Three of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "Tre giovani donne danzano in cerchio e alzano le coppe in un brindisi, con i volti sereni e le vesti dai colori diversi. Nel Rider-Waite-Smith portano corone di fiori e di frutti, e ai loro piedi il terreno è coperto di zucche, grappoli d'uva e altri doni del raccolto. Le mani si sfiorano e i movimenti sembrano seguire la stessa musica, come in un ballo di paese alla fine dell'estate. Nel mazzo di Marsiglia restano soltanto tre coppe disposte a triangolo tra tralci e fiori, senza figure umane.",
    "Le Coppe appartengono all'acqua, l'elemento delle emozioni e dei legami. Qui l'acqua si fa convivialità: i sentimenti non restano chiusi in una coppia, ma si allargano al gruppo, alla cerchia degli amici, alla comunità. Le zucche e l'uva richiamano le feste della vendemmia e del raccolto, quando il lavoro di tutti veniva celebrato insieme. Le tre figure sono spesso accostate alle Grazie della mitologia, che portavano gioia, bellezza e abbondanza a chi le accoglieva. Non c'è gerarchia tra loro e nessuna guida le altre, perché la gioia qui nasce dall'essere alla pari.",
    "Il tre porta crescita e primi frutti. Dopo l'incontro del due, l'affetto si moltiplica e diventa comunità; dalla coppia nasce una famiglia, dall'amicizia una rete. È la carta dei matrimoni, delle nascite, delle riunioni e di tutte le occasioni in cui ci si ritrova per dire grazie alla vita. In una stesa porta spesso notizie da festeggiare insieme, o il sostegno di persone care che arriva nel momento giusto.",
    'Quando esce il Tre di Coppe, pensa alle persone con cui ridi volentieri. Cercale, proponi una serata insieme, festeggia qualcosa anche se ti sembra piccolo: la gioia condivisa è una delle medicine più semplici che esistano.',
  ],
  present:
    "Intorno a te c'è aria di allegria e di buone relazioni. Il Tre di Coppe indica un momento in cui le amicizie ti sostengono e c'è qualcosa da celebrare insieme: goditi la compagnia e il piacere di appartenere a un gruppo che ti vuole bene.",
};
