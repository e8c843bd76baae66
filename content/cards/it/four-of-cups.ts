import type { CardContent } from '../card-content';

/** The Four of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "Un giovane siede sotto un albero, con la schiena appoggiata al tronco e le braccia incrociate sul petto. Ai suoi piedi, sull'erba, sono allineate tre coppe, che osserva con aria svogliata; di lato, una mano che esce da una nuvola gli porge una quarta coppa, ma il giovane sembra non accorgersene, o non volerla vedere. Il paesaggio intorno è verde e tranquillo, con una collina sullo sfondo. L'espressione del giovane non è triste ma chiusa, come di chi ha smesso per un po' di aspettarsi qualcosa. Nei Tarocchi di Marsiglia la carta mostra quattro coppe disposte ai quattro angoli, separate da tralci e foglie.",
    "L'acqua delle Coppe è la vita interiore, il regno delle emozioni. Qui l'acqua sembra ferma, niente trabocca e niente si muove. Le braccia incrociate e le gambe raccolte sono una chiusura, ma anche una forma di raccoglimento. L'albero richiama l'antica immagine della meditazione sotto le fronde, e la coppa offerta dalle nubi è la grazia che continua a tendersi verso di noi anche quando non la cerchiamo. La carta non giudica: mostra una pausa, e chiede che cosa ci sia dietro.",
    "Al quattro spettano la struttura e la stabilità, ma anche il rischio del ristagno. Dopo la festa del tre, le emozioni si assestano e talvolta si appiattiscono, così che ciò che c'è sembra scontato e ciò che arriva non convince. È un passaggio normale, che può diventare una riflessione preziosa oppure un rifiuto che fa perdere occasioni. Molto dipende da quanto a lungo si resta seduti sotto quell'albero.",
    'Davanti al Quattro di Coppe, concediti il tempo per capire che cosa ti manca davvero, ma tieni gli occhi aperti. Chiediti quale coppa stai ignorando, e se la tua stanchezza non stia coprendo un desiderio nuovo, ancora senza nome.',
  ],
  present:
    "Attraversi un momento di distacco e di poca motivazione, in cui nulla sembra accenderti. Il Quattro di Coppe descrive un'introspezione che può essere utile, a patto di non rifiutare per abitudine una proposta che merita attenzione.",
};
