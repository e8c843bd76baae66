import type { CardContent } from '../card-content';

/** The Queen of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "In riva al mare, su un seggio di pietra, una regina contempla una coppa riccamente decorata che tiene con entrambe le mani, con i piedi quasi a contatto con l'acqua. Nel Rider-Waite-Smith è l'unica coppa chiusa del seme, con due piccole figure angeliche come anse; il trono è ornato di putti e di conchiglie, e la riva è cosparsa di ciottoli colorati. Il suo sguardo è assorto, rivolto più all'interno che al mondo. Nei Tarocchi di Marsiglia la Regina di Coppe è seduta e regge una grande coppa chiusa, mentre con l'altra mano stringe uno scettro, che alcuni leggono come una spada.",
    "Le Coppe sono il seme dell'acqua, dei sentimenti e dell'intuizione. La coppa chiusa dice che ciò che la Regina custodisce appartiene all'interiorità, ai sogni, al mistero: non tutto ciò che si sente deve essere mostrato. Il mare ai suoi piedi è l'inconscio, vasto e mosso, con cui la Regina resta in contatto senza esserne travolta. I putti e le conchiglie richiamano la nascita, la tenerezza, il legame tra il mondo emotivo e quello dei sogni.",
    "Come ogni regina, vive il proprio elemento dall'interno e lo mette al servizio della cura. Nelle Coppe è la figura più empatica del mazzo, che sa ascoltare, consolare, comprendere senza parole. Può rappresentare una persona intuitiva e premurosa, una situazione che chiede delicatezza, o la tua capacità di accogliere le emozioni senza farti sommergere. Non governa con gli ordini ma con l'ascolto, e la sua autorità nasce dalla fiducia che ispira.",
    'Oggi la Regina di Coppe ti invita a fidarti di ciò che senti. Concediti un momento di silenzio, ascolta i sogni e le sensazioni, e offri agli altri la tua comprensione, ricordando di riservarne una parte anche per te.',
  ],
  present:
    'La tua sensibilità, adesso, è una guida preziosa. La Regina di Coppe parla di empatia, intuizione e ascolto: puoi comprendere ciò che accade, a te e agli altri, al di là delle parole, e rispondere con cura.',
};
