import type { CardContent } from '../card-content';

/** The Five of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    "Cinque giovani agitano altrettanti bastoni in uno spazio aperto, e i loro movimenti si incrociano in un groviglio in cui è difficile capire chi attacca e chi si difende. Nel Rider-Waite-Smith ognuno porta abiti di colore diverso, e nessuno sembra ferito: più che una battaglia, la scena ricorda un gioco rumoroso, un'esercitazione o una disputa in cui tutti parlano insieme. Nei Tarocchi di Marsiglia la carta mostra quattro bastoni incrociati e uno dritto al centro, in una trama ordinata che contrasta con il caos della versione illustrata.",
    "Nel seme dei Bastoni, legato al fuoco, si muovono il desiderio, l'ambizione e la voglia di affermarsi. Quando cinque volontà si incontrano nello stesso luogo lo scontro è inevitabile, ma non per forza distruttivo. I bastoni sono alzati, non abbattuti; i corpi sono tesi, ma non c'è sangue. È la competizione che mette alla prova le capacità, il dibattito che costringe a precisare le proprie ragioni, la rivalità che può far crescere oppure sfinire.",
    "Il cinque è il numero del conflitto e della perdita. Dopo la festa stabile del quattro, l'armonia si rompe e ognuno torna a spingere per sé. Nei Bastoni questa rottura ha il sapore dell'agitazione più che del dolore, con molti sforzi e poca direzione comune. Eppure c'è una vitalità in questo trambusto: è così che i giovani imparano a misurarsi, che un gruppo scopre i propri talenti, che una buona idea viene messa alla prova prima di essere accettata da tutti.",
    "Oggi il Cinque di Bastoni ti invita a osservare le tensioni intorno a te con un po' di distacco. Quali battaglie valgono davvero la tua fatica? Scegli le poche che contano, cerca alleati più che avversari e ricorda che un confronto ben condotto può chiarire molte cose, anche a te.",
  ],
  present:
    'Sei nel mezzo di un periodo agitato, fatto di opinioni contrastanti e di piccole rivalità. Il Cinque di Bastoni descrive un confronto più rumoroso che pericoloso: puoi uscirne con le idee più chiare, se non ti lasci trascinare nella mischia.',
};
