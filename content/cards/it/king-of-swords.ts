import type { CardContent } from '../card-content';

/** The King of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    'Un re siede frontalmente su un alto trono di pietra, la spada sollevata nella mano destra, leggermente inclinata. Nel Rider-Waite-Smith lo schienale è decorato con farfalle, lune crescenti e una piccola figura alata, mentre in cielo volano due uccelli sopra nuvole basse e alberi lontani. Il suo sguardo fisso e diretto sembra rivolto proprio a chi osserva la carta. Nei Tarocchi di Marsiglia il Re di Spade è seduto, incoronato e in armatura, con la spada in mano, in un atteggiamento di comando severo e vigile.',
    "Il re rappresenta il proprio seme padroneggiato verso l'esterno, messo al servizio degli altri attraverso l'autorità. Nelle Spade, seme dell'aria, della mente e della parola, questo significa giudizio, leggi, decisioni prese con lucidità. Le farfalle e le lune richiamano la trasformazione e l'intuizione, integrate però in una struttura razionale. La spada dritta è il simbolo della giustizia: taglia, distingue, decide. I due uccelli ricordano la capacità di elevarsi sopra le situazioni per vederle con distacco.",
    'Come persona, il Re di Spade può essere un giudice, un medico, un avvocato, un dirigente o qualunque figura che unisca competenza e autorità. Come situazione, indica il momento di decidere secondo principi chiari, di stabilire regole o di affrontare questioni legali. Oppure annuncia un consulente che porta ordine in una situazione confusa. Può anche rappresentare la tua capacità di ragionare con obiettività e di assumerti le tue responsabilità.',
    "Il Re di Spade ti invita a mettere la tua intelligenza al servizio di ciò che è giusto. Se devi prendere una decisione, fondala sui fatti e sui principi, non sull'umore del momento. Parla con chiarezza, mantieni le promesse e ricorda che l'autorità più solida è quella che sa ascoltare prima di giudicare.",
  ],
  present:
    'Serve, adesso, una mente lucida e ferma. Il Re di Spade ti chiede di decidere con equità, basandoti sui fatti, e di assumerti la responsabilità delle tue scelte; ascolta il parere di chi ha competenza, ma alla fine fidati del tuo giudizio.',
};
