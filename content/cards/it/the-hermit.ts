import type { CardContent } from '../card-content';

/** The Hermit, in Italian. */
export const card: CardContent = {
  overview: [
    'In cima a una montagna coperta di neve, un vecchio avvolto in un mantello grigio alza una lanterna e si appoggia a un lungo bastone. Nel Rider-Waite-Smith la lanterna racchiude una stella a sei punte e il paesaggio intorno è spoglio, quasi privo di colore. Nei Tarocchi di Marsiglia l’Eremita cammina con la lanterna socchiusa, in parte coperta dal mantello, come se non volesse abbagliare nessuno. Nei mazzi italiani più antichi, come i Visconti-Sforza, il vecchio regge invece una clessidra, e la carta era chiamata anche Il Vecchio o Il Tempo: una figura degli anni che passano, prima ancora che della ricerca interiore.',
    'La lanterna è la conoscenza conquistata da sé: una luce piccola, sufficiente a fare il passo successivo, non a illuminare tutta la strada. La stella al suo interno è stata spesso letta come il sigillo di Salomone, simbolo di saggezza. La neve e la vetta dicono che questa conoscenza si trova in alto e in solitudine, lontano dal rumore; il bastone è il sostegno di chi ha camminato a lungo. L’Eremita non fugge dal mondo per disprezzo: si ritira per ascoltare, e la sua luce, tenuta in alto, può servire anche a chi sale dietro di lui.',
    'È la carta IX, nella seconda fila del viaggio, quella dello sguardo rivolto all’interno e delle prove. Dopo la Forza, che ha insegnato a convivere con le proprie passioni, l’Eremita porta il viaggiatore nel silenzio, a chiedersi che cosa stia cercando davvero. Al suo ritorno lo aspetta la Ruota della Fortuna, che rimette tutto in movimento.',
    'Oggi l’Eremita suggerisce spesso di prendersi una pausa, di abbassare il volume delle voci intorno e di dare valore alle risposte che arrivano lentamente.',
  ],
  present:
    'Questo è un tempo di riflessione: hai bisogno di prendere le distanze dalle opinioni altrui per capire che cosa pensi davvero. L’Eremita indica che la risposta non si trova fuori, in un consiglio o in un segnale, ma in un ascolto paziente di ciò che senti.',
};
