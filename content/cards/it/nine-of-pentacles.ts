import type { CardContent } from '../card-content';

/** The Nine of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "Una donna elegante passeggia in una vigna carica di grappoli maturi. Nel Rider-Waite-Smith indossa una lunga veste ricamata di fiori, e sulla mano sinistra, protetta da un guanto, tiene un falco con il cappuccio; con l'altra sfiora uno dei nove denari che spuntano tra i tralci come frutti. Sullo sfondo si intravede una grande casa, e in primo piano una piccola lumaca attraversa il terreno. Nei Tarocchi di Marsiglia il Nove di Denari è invece una composizione di sole monete, otto disposte in due colonne e una al centro, tra foglie e fiori stilizzati.",
    'Il seme dei Denari è legato alla terra: il corpo, il denaro, la casa, i frutti concreti del lavoro. Qui la terra è generosa e coltivata, un giardino curato per anni con pazienza. Il falco incappucciato rappresenta gli istinti domati, la disciplina che ha reso possibile questo agio, mentre la lumaca ricorda la lentezza con cui crescono le cose solide. La casa sullo sfondo indica una sicurezza già costruita, a cui la donna non ha bisogno di aggrapparsi.',
    "Il nove è il numero della quasi compiutezza. Il ciclo è vicino alla fine, e si può finalmente godere di ciò che si è ottenuto. Nei Denari questo momento prende la forma dell'indipendenza. La donna è sola, ma non trasmette solitudine, perché ha scelto come vivere e il suo benessere non dipende da nessuno. In una lettura la carta può indicare una stabilità economica raggiunta con le proprie forze, una casa curata, un gusto raffinato per le cose belle, oppure la serenità di bastare a sé senza chiudersi agli altri.",
    'Il Nove di Denari ti invita a riconoscere ciò che hai costruito. Smetti per un momento di contare ciò che manca e passeggia nel tuo giardino, tra le competenze acquisite, le risorse messe da parte, le abitudini che ti fanno stare bene. Concediti un piacere di qualità, difendi la tua autonomia, e lascia che la gratitudine diventi il modo in cui abiti le tue giornate.',
  ],
  present:
    "In questo momento puoi goderti un'autonomia conquistata con fatica. Il Nove di Denari descrive una vigna che hai fatto crescere da te, fatta di risorse, gusto e indipendenza: riconosci il tuo merito e concediti di assaporarne i frutti senza sensi di colpa.",
};
