import type { CardContent } from '../card-content';

/** The King of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "In mezzo a un mare agitato galleggia un trono di pietra, e su di esso siede un re. Nel Rider-Waite-Smith tiene una coppa nella mano destra e uno scettro corto nella sinistra, e porta al collo un ciondolo a forma di pesce. Tutto intorno le onde si alzano: da un lato una nave naviga a vele spiegate, dall'altro un pesce salta fuori dall'acqua. Eppure il volto del re resta sereno, e i suoi piedi non toccano il mare. Nei Tarocchi di Marsiglia il Re di Coppe, seduto e coronato, tiene la sua coppa con calma, quasi soppesandola.",
    "Il regno del Re di Coppe è l'acqua, l'elemento delle emozioni, dell'intuizione e delle relazioni. Il mare mosso rappresenta i sentimenti, propri e altrui, spesso turbolenti; il trono saldo in mezzo alle onde mostra la capacità di restare in equilibrio senza negare ciò che si sente. Il pesce al collo è il legame con il mondo interiore, mentre la nave indica che si può viaggiare nel mondo concreto senza perdere il contatto con il cuore.",
    "Ogni re esercita nel mondo la padronanza del proprio elemento. Nelle Coppe è il consigliere saggio, il medico, il mediatore, chi governa con il cuore e con la ragione insieme. Può indicare una persona matura e pacata, una situazione che richiede diplomazia, o la tua capacità di tenere la rotta quando il mare si agita. La sua forza non è l'assenza di emozioni, ma il modo in cui le accoglie e le orienta.",
    'Se oggi il Re di Coppe compare per te, ti chiede di unire sensibilità e saggezza. Accogli ciò che senti senza farti trascinare, rispondi con calma anche alle provocazioni, e offri agli altri la stabilità di chi conosce le proprie acque. La calma che ti chiede non è distacco, ma presenza.',
  ],
  present:
    'Stai affrontando una situazione che richiede equilibrio emotivo, e hai le risorse per farlo. Il Re di Coppe descrive calma, maturità e diplomazia: puoi ascoltare le emozioni, tue e altrui, mantenendo la lucidità, e guidare con gentilezza.',
};
