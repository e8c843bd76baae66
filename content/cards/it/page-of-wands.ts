import type { CardContent } from '../card-content';

/** The Page of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    'Un giovane vestito con una tunica gialla decorata da salamandre nere sta in piedi in un paesaggio desertico e osserva con attenzione la cima del suo bastone, da cui spuntano piccole foglie. Nel Rider-Waite-Smith porta un cappello con una piuma rossa, simile a una fiamma, e alle sue spalle si alzano dune o piramidi. Sembra assorto in una scoperta, come chi riceve un messaggio e cerca di capirne il senso. Nei Tarocchi di Marsiglia il Fante di Bastoni è un giovane in piedi, con un cappello a larghe tese, che regge con entrambe le mani un grosso bastone verde appoggiato a terra.',
    "I Bastoni appartengono al fuoco, elemento della passione, della creatività e dell'iniziativa. Le salamandre, che secondo la tradizione vivono nel fuoco senza bruciare, sono l'animale simbolo di questo seme; il deserto è la terra calda e ancora inesplorata in cui il fuoco si muove a suo agio. Il bastone germogliato mostra un'idea viva, appena nata, che il giovane guarda con stupore prima di decidere che cosa farne.",
    "Il Fante è lo studente, il messaggero, chi muove i primi passi in un campo nuovo. Nei Bastoni è l'entusiasmo allo stato puro, curioso, impaziente, ancora privo di esperienza. Può rappresentare una persona giovane di spirito, una notizia in arrivo o una parte di te che ha voglia di scoprire e di mettersi alla prova. Nella tradizione italiana il fante era anche il garzone, il ragazzo al servizio di una casa nobile, che imparava il mestiere guardando gli altri lavorare.",
    'Se oggi il Fante di Bastoni compare per te, ascolta la curiosità che ti chiama. Non serve avere esperienza per cominciare: scegli una cosa che ti appassiona e provala, con la leggerezza di chi non ha ancora paura di sbagliare.',
  ],
  present:
    "Una curiosità nuova si fa strada in te. Il Fante di Bastoni segnala una fase di esplorazione e di entusiasmo, in cui una notizia, un'idea o un incontro ti invitano a provare qualcosa di diverso, con mente aperta e poca paura.",
};
