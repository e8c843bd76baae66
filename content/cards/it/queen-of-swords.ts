import type { CardContent } from '../card-content';

/** The Queen of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "Una regina siede di profilo su un trono di pietra, lo sguardo rivolto lontano, la spada tenuta dritta nella mano destra. Nel Rider-Waite-Smith solleva la mano sinistra come per accogliere qualcuno o per chiedere la parola; la corona e il trono sono ornati di farfalle, e sul bracciolo compare la testa alata di un cherubino. Sotto di lei si addensano le nuvole, mentre in alto vola un solo uccello. Nei Tarocchi di Marsiglia la Regina di Spade è seduta, incoronata e avvolta in un ampio mantello, con la spada in mano e un'espressione seria e composta.",
    "La regina incarna le qualità del proprio seme vissute interiormente, con maturità e cura. Applicata alle Spade, seme dell'aria, questa maturità diventa una mente limpida, capace di giudicare con equità e di dire la verità senza crudeltà. Le farfalle parlano di trasformazione, l'uccello solitario di una visione ampia e indipendente. La spada ben dritta indica integrità, la mano tesa una disponibilità al dialogo. Molti vedono in lei una figura che ha conosciuto il dolore e ne ha tratto saggezza.",
    'Come persona, la Regina di Spade può essere qualcuno di intelligente e autonomo, che non si lascia ingannare e sa dare consigli lucidi. Come situazione, descrive un momento in cui servono obiettività, distacco e capacità di distinguere i fatti dalle emozioni. Può anche rappresentare una parte di te che ha imparato dalle esperienze difficili a vedere le cose con chiarezza.',
    'La Regina di Spade ti chiede di guardare la tua situazione con onestà, senza farti confondere dalle apparenze. Esprimi il tuo pensiero, fissa limiti chiari e fidati del tuo giudizio. Ma ricorda che la lucidità più preziosa è quella che non si separa dalla compassione: puoi tenere il punto e restare gentile allo stesso tempo.',
  ],
  present:
    'In questo momento ti serve uno sguardo lucido e indipendente. La Regina di Spade ti invita a valutare i fatti con obiettività e a comunicare con franchezza, senza lasciare che la delusione o la paura induriscano il tuo modo di vedere le persone.',
};
