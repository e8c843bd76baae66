import type { CardContent } from '../card-content';

/** The Ten of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    'Un uomo avanza curvo sotto il peso di dieci bastoni stretti tra le braccia, così tanti da nascondergli il volto. Nel Rider-Waite-Smith cammina verso una casa o un piccolo villaggio in lontananza, attraverso campi arati, e la meta sembra vicina ma ancora faticosa da raggiungere. Il fascio è tenuto in modo goffo, proprio davanti agli occhi, e gli impedisce di vedere la strada. La versione marsigliese si limita a dieci bastoni intrecciati in una composizione fitta e simmetrica, senza personaggi.',
    "Il fuoco dei Bastoni accende progetti, ambizioni, voglia di fare. In questa carta tutto ciò che il fuoco ha acceso è diventato responsabilità. I bastoni non sono più armi né strumenti di vittoria, ma legna da portare a casa. Il raccolto è arrivato, però il modo di trasportarlo è sbagliato, e la carta parla di un carico distribuito male, dell'ostinazione a fare tutto da sé, di un successo che si paga con la fatica. Il volto nascosto dai bastoni dice molto, perché chi porta troppo finisce per non vedere più né la strada né sé stesso.",
    "Il dieci è il numero del compimento e della fine di un ciclo. Qui il ciclo dei Bastoni si chiude con un eccesso, perché l'entusiasmo iniziale dell'Asso, moltiplicato per dieci, è diventato un peso. Eppure la carta contiene anche una promessa: la casa è in vista, e una volta arrivati si potrà posare il fardello e ricominciare su basi nuove.",
    'Davanti al Dieci di Bastoni, chiediti quale di questi bastoni non è davvero tuo. Non serve abbandonare tutto: prova a distribuire diversamente il carico, a chiedere una mano e ad alzare lo sguardo verso la meta, che forse è più vicina di quanto sembri.',
  ],
  present:
    'Stai portando molte responsabilità e il peso comincia a farsi sentire. Il Dieci di Bastoni descrive un sovraccarico che ti toglie respiro e visione: hai lavorato tanto, ma ora serve alleggerire il fardello per arrivare fino in fondo.',
};
