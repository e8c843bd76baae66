import type { CardContent } from '../card-content';

/** The Eight of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "Un artigiano lavora chino sul suo banco, con il grembiule di cuoio e il martello alzato. Nel Rider-Waite-Smith sta incidendo un denaro, mentre altri sei sono già appesi a un palo, uno sopra l'altro, come opere finite messe in mostra; un ultimo attende a terra, appoggiato al banco. Sullo sfondo, lontana, si vede una città collegata da una strada, ma l'artigiano non la guarda. Tutta la sua attenzione è nel pezzo che ha tra le mani. Nei Tarocchi di Marsiglia l'Otto di Denari non ha figure: le otto monete sono disposte in due colonne ordinate, separate da fasce di fogliame.",
    "I Denari appartengono alla terra, l'elemento del corpo, del lavoro, del denaro e di tutto ciò che si può toccare. È il seme delle cose che crescono lentamente e durano, come una casa, un risparmio, un'abilità. Nell'Otto la terra si fa materia lavorata, e la moneta non è più soltanto valuta, ma un oggetto che porta il segno delle mani che l'hanno lavorato. La città lontana ricorda che il mestiere ha valore anche per gli altri, eppure si impara nel silenzio della bottega, lontano dagli sguardi.",
    "L'otto è il numero del movimento e della padronanza. Qui il movimento non è un viaggio, ma il gesto che si ripete e ogni volta si affina. Le sei monete appese raccontano proprio questo: ognuna somiglia alla precedente, ma è un po' migliore. Così nasce la maestria, attraverso l'apprendistato umile, l'errore corretto, la pratica che continua finché la mano non sa da sola che cosa fare. In una lettura la carta può indicare una formazione, un lavoro in cui si impara molto, o una fase in cui la qualità conta più della quantità.",
    "L'Otto di Denari ti chiede di scegliere un'opera e di dedicarle le tue ore migliori. Non serve fare tutto. Basta fare bene una cosa, un po' ogni giorno, proteggendo il tempo della concentrazione dalle distrazioni e accettando di essere ancora in cammino. E ogni tanto alza lo sguardo verso la città, dove il tuo lavoro troverà chi sa apprezzarlo.",
  ],
  present:
    "Adesso sei nel pieno di un lavoro che chiede attenzione e costanza. L'Otto di Denari dice che stai migliorando, anche se i progressi sembrano minimi: continua a esercitarti con metodo, perché la qualità che stai costruendo comincia già a vedersi, e col tempo la noteranno anche gli altri.",
};
