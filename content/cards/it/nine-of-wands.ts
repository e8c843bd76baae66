import type { CardContent } from '../card-content';

/** The Nine of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    "Un uomo con la testa fasciata si appoggia a un bastone e si guarda intorno con aria sospettosa. Nel Rider-Waite-Smith alle sue spalle si allineano altri otto bastoni, piantati nel terreno come una palizzata, e l'uomo sta davanti a loro come una sentinella all'ultimo turno di guardia. La benda rivela battaglie già combattute; lo sguardo obliquo dice che non si fida del silenzio. Sullo sfondo si intravedono colline verdi, un paesaggio tranquillo che contrasta con la sua tensione. Nel modello marsigliese la carta mostra nove bastoni intrecciati, con uno verticale al centro.",
    'Al seme dei Bastoni appartengono il fuoco, la volontà e il coraggio. Qui il fuoco non è più slancio ma tenacia, la forza di chi continua a stare in piedi nonostante le ferite. La palizzata alle sue spalle è fatta delle esperienze passate, che lo proteggono ma possono anche rinchiuderlo. La carta non parla di un nemico presente, quanto della memoria dei colpi ricevuti, che rende vigili e a volte diffidenti. Il bastone a cui si appoggia è insieme arma e stampella, e dice che la stessa forza che gli ha permesso di resistere ora lo sorregge.',
    "Il nove è il numero del quasi compimento, con il traguardo vicino ma non ancora raggiunto. Dopo la corsa dell'otto, qui si sente la fatica accumulata, e la carta chiede di resistere ancora un poco riconoscendo però quanto costa farlo. È la prova finale di un ciclo, quella in cui conta più la costanza che la forza.",
    "Il Nove di Bastoni ti chiede oggi di onorare la tua resistenza, senza lasciare che la vigilanza diventi il tuo unico modo di stare al mondo. Hai attraversato molto e hai ancora le forze per l'ultimo tratto; chiediti però quali difese ti servono davvero e quali potresti finalmente appoggiare a terra.",
  ],
  present:
    "La meta è vicina, ma la stanchezza si fa sentire e la guardia resta alta. Il Nove di Bastoni descrive la resistenza di chi ha già superato molte prove: hai ancora la forza per l'ultimo tratto, se non ti lasci consumare dalla diffidenza.",
};
