import type { CardContent } from '../card-content';

/** The Three of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "Poche immagini dei tarocchi sono immediate come questa. Nel Rider-Waite-Smith un grande cuore rosso fluttua in un cielo grigio, trafitto da tre spade che lo attraversano da parte a parte; intorno si addensano nuvole gonfie e cade una pioggia obliqua che non accenna a smettere. Non ci sono figure umane: il dolore è mostrato nudo, come un'emozione pura. Nel modello marsigliese la carta è invece una composizione ornamentale, con sciabole ricurve che disegnano un ovale e una spada diritta che lo attraversa al centro, tra fiori e foglie stilizzate.",
    "Le Spade appartengono all'aria, l'elemento del pensiero e della parola, e il cuore è il luogo dei sentimenti. Qui la mente ferisce il cuore: una frase detta, una verità scoperta, un giudizio che taglia. La pioggia non è soltanto tristezza, è anche la pulizia che viene dopo il temporale; le nuvole, prima o poi, si spostano. Molti lettori vedono nelle tre lame tre forme di sofferenza, il tradimento, la perdita e la separazione, ma la carta parla soprattutto di quell'istante preciso in cui si capisce che qualcosa fa male.",
    "Il tre è il numero della crescita e dei primi risultati. Nelle Spade questa crescita passa attraverso il dolore: dopo l'idea dell'Asso e lo stallo del Due, la verità arriva e colpisce. Il Tre di Spade non pronuncia una condanna, ma descrive un'esperienza che, se attraversata, rende il cuore più consapevole e più capace di comprendere gli altri.",
    "Il Tre di Spade ti chiede di non far finta di niente. Se qualcosa ti ha fatto male, riconoscilo con sincerità, senza minimizzare e senza lasciarti travolgere. Concediti il tempo del dispiacere, cerca la vicinanza di chi ti vuole bene e ricorda che anche il cielo più pesante, prima o poi, lascia filtrare un po' di luce.",
  ],
  present:
    'Stai attraversando un dispiacere che chiede di essere riconosciuto. Il Tre di Spade indica una ferita presente, una verità amara o una distanza dolorosa: non minimizzarla, parlane e lascia che la tristezza faccia il suo corso, perché è così che comincia a passare.',
};
