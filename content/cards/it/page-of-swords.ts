import type { CardContent } from '../card-content';

/** The Page of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "Un giovane sta in piedi su un terreno collinare, stringe una spada sollevata con entrambe le mani e si volta come per controllare che cosa accade alle sue spalle. Nel Rider-Waite-Smith il vento muove le nuvole e piega gli alberi, e in cielo volano alcuni uccelli; il terreno è irregolare e la figura sembra pronta a reagire a qualsiasi movimento. Nei Tarocchi di Marsiglia il Fante di Spade è un ragazzo con un ampio cappello, che regge la spada sguainata in una mano e il fodero nell'altra, quasi indeciso se riporla o usarla.",
    "Il Fante è lo studente del seme, il messaggero, chi muove i primi passi. Nelle Spade, seme dell'aria, questo significa una mente giovane e vivace, affamata di informazioni, pronta a mettere tutto in discussione. Il vento e gli uccelli richiamano il mondo delle idee, veloce e mutevole; la spada alzata indica vigilanza e desiderio di difendere la verità, ma anche una certa inesperienza nel maneggiarla. La postura tesa mostra curiosità e diffidenza insieme, come chi ascolta ogni rumore prima di fidarsi.",
    "Come figura, il Fante di Spade può rappresentare un giovane acuto e curioso, uno studente, qualcuno che porta notizie. Può anche descrivere una situazione, come un periodo di apprendimento, un'indagine, l'arrivo di un messaggio importante, oppure una parte di te che vuole osservare, interrogare, scoprire come funzionano le cose. Porta con sé il fascino della scoperta e il rischio di una lingua troppo tagliente.",
    'Guarda il mondo con gli occhi curiosi e attenti del Fante. Fai domande, informati, esprimi le tue idee; ma ricorda che la verità va maneggiata con cura, come una lama nuova. Ascolta prima di giudicare, e lascia che la tua vigilanza sia al servizio della comprensione, non del sospetto.',
  ],
  present:
    'La tua mente è vigile e piena di domande. Il Fante di Spade indica un tempo di studio, di osservazione o di notizie in arrivo: raccogli informazioni, esprimi ciò che pensi con chiarezza e fai attenzione a non scivolare nel sospetto o nel pettegolezzo.',
};
