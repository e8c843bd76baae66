import type { CardId } from '../../../tarot/deck';

/** How each card reads in a present position (card pages; the other positions are in messages). */
export const present: Record<CardId, string> = {
  'the-fool':
    'In questo momento ti trovi davanti a una pagina bianca, con più curiosità che certezze e la sensazione che tutto possa ancora succedere. Il Matto dice che questa leggerezza è una risorsa: la situazione è aperta, e proprio per questo ti lascia spazio per inventare.',
  'the-magician':
    'Il Mago descrive una situazione che risponde a ciò che fai: le tue capacità, le tue parole e il tuo tempismo pesano più delle circostanze. Hai voce in capitolo, e ogni scelta compiuta con intenzione lascia un segno visibile.',
  'the-high-priestess':
    'Sotto la superficie di ciò che accade scorre qualcosa che nessuno ha ancora nominato, e tu lo percepisci prima di saperlo spiegare. La Papessa ti dice che questo momento è fatto più di silenzi che di fatti: qui il tuo intuito vede più lontano delle informazioni.',
  'the-empress':
    'Intorno a te le cose crescono quasi da sole: idee, affetti o progetti si irrobustiscono giorno dopo giorno, senza bisogno di forzature. L’Imperatrice parla di abbondanza e di cura reciproca, e ti ricorda che anche il piacere e il riposo fanno parte di questo momento fertile.',
  'the-emperor':
    'La situazione attuale chiede ordine e qualcuno che se ne assuma la responsabilità, e forse quel qualcuno sei tu. L’Imperatore descrive una fase in cui contano la coerenza, gli impegni presi e la capacità di tenere la barra dritta anche quando gli altri esitano.',
  'the-hierophant':
    'Ti muovi all’interno di un quadro già definito, fatto di consuetudini, istituzioni o aspettative condivise. Il Papa segnala che in questa fase ha valore ciò che è riconosciuto e collaudato: una procedura seguita con cura, un’usanza che ha resistito al tempo, un principio che senti tuo.',
  'the-lovers':
    'Gli Amanti dicono che al centro di tutto c’è una relazione: un’intesa, un’attrazione, un patto di fiducia tra due persone o tra te e i tuoi valori. Ciò che scegli in questa fase ti rivela, perché ogni sì e ogni no racconta qualcosa di chi sei.',
  'the-chariot':
    'Sei in piena corsa: le cose si muovono, e sono le tue mani a tenere le redini. Il Carro descrive un momento di slancio e di volontà, in cui la determinazione che metti in campo pesa più di qualunque ostacolo esterno.',
  strength:
    'Hai davanti una prova che chiede più pazienza che muscoli, e la stai reggendo meglio di quanto credi. La Forza descrive una fermezza silenziosa: il coraggio, in questa fase, ha il volto della dolcezza e della costanza, non dello scontro.',
  'the-hermit':
    'Questo è un tempo di riflessione: hai bisogno di prendere le distanze dalle opinioni altrui per capire che cosa pensi davvero. L’Eremita indica che la risposta non si trova fuori, in un consiglio o in un segnale, ma in un ascolto paziente di ciò che senti.',
  'wheel-of-fortune':
    'Le carte in tavola si stanno rimescolando, e una parte di ciò che accade non dipende da te. La Ruota della Fortuna segna un momento di passaggio: affrontarlo con elasticità, invece di opporti, ti permette di cogliere ciò che questa svolta porta con sé.',
  justice:
    'La Giustizia descrive una situazione in cui ogni azione ha un peso e ogni scelta produce conseguenze precise. In questo momento la chiarezza è la tua alleata migliore: guardare i fatti con onestà, senza addolcirli né ingigantirli, ti permette di capire dove ti trovi davvero.',
  'the-hanged-man':
    'Tutto sembra fermo, ma questa pausa ha un senso: le cose non si lasciano smuovere a forza e ti chiedono un cambio di prospettiva. L’Appeso indica che la situazione attuale vale come una lezione, e che rinunciare a controllarla ti rivela ciò che prima non notavi.',
  death:
    'Una fase della tua vita si sta chiudendo, e lo senti anche se non hai ancora trovato le parole per dirlo. La Morte non parla di perdite improvvise ma di una trasformazione già in corso: ciò che si spegne adesso sta liberando energia per qualcosa di nuovo.',
  temperance:
    'Stai cercando un equilibrio tra esigenze diverse, e a poco a poco lo stai trovando. La Temperanza descrive un momento di pazienza e di misura, in cui le tensioni si ammorbidiscono e le soluzioni nascono dall’incontro tra punti di vista lontani.',
  'the-devil':
    'Qualcosa esercita su di te un’attrazione più forte di quanto vorresti ammettere: un desiderio, un’abitudine, una paura o una persona. Il Diavolo mostra una situazione in cui la libertà è più vicina di quanto sembri, perché riconoscere ciò che ti condiziona è già metà del lavoro.',
  'the-tower':
    'La Torre segnala uno scossone in pieno svolgimento: qualcosa che davi per certo sta cedendo, e la situazione cambia faccia all’improvviso. Per quanto destabilizzante, questo momento fa cadere ciò che si reggeva su basi fragili e lascia emergere una verità più solida.',
  'the-star':
    'Dopo un periodo faticoso stai ritrovando fiducia, lentamente ma davvero. La Stella descrive un momento di serenità e di speranza concreta: ciò che desideri torna a sembrarti possibile, e parlarne apertamente attira aiuto e ispirazione.',
  'the-moon':
    'Il quadro è ancora confuso: alcuni elementi restano in penombra, altri cambiano aspetto a seconda dell’umore del giorno. La Luna ti dice che in questo momento non tutto è come appare, quindi conviene distinguere con cura ciò che sai da ciò che temi.',
  'the-sun':
    'Il Sole illumina la situazione attuale con una chiarezza rara: le cose sono quello che sembrano, e quasi tutto gioca a tuo favore. È un momento di vitalità e di fiducia, in cui puoi esprimerti con semplicità e condividere la tua gioia con chi ti sta accanto.',
  judgement:
    'Senti crescere dentro di te un richiamo che non puoi più ignorare: una vocazione, un ritorno, un desiderio di rinascita. Il Giudizio descrive un momento di risveglio, in cui guardi il tuo percorso con occhi nuovi e capisci che cosa merita una seconda possibilità.',
  'the-world':
    'Ti trovi a un traguardo: un percorso arriva a compimento e senti che ogni esperienza ha trovato il suo senso. Il Mondo parla di armonia e di completezza, un momento in cui puoi apprezzare ciò che hai costruito e sentirti a casa nella tua vita.',
};
