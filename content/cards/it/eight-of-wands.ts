import type { CardContent } from '../card-content';

/** The Eight of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    "L'Otto di Bastoni è una delle poche carte del Rider-Waite-Smith senza alcuna figura umana. Otto bastoni attraversano il cielo in diagonale, paralleli, come frecce scoccate nello stesso istante o come un fascio di lance scagliate verso terra. Più in basso si apre un paesaggio sereno, con un fiume, una collina verde e una piccola casa. Le punte sono inclinate verso il basso, e sembra che stiano per arrivare a destinazione. Nei Tarocchi di Marsiglia gli otto bastoni sono disposti invece in un intreccio simmetrico, ornato da fiori stilizzati.",
    "Seme del fuoco, i Bastoni parlano di azione, di desiderio e di slancio creativo. Qui il fuoco si trasforma in pura velocità: niente più fatica, niente più resistenza, solo il movimento di ciò che è stato lanciato e ora vola libero. L'assenza di persone ha un significato preciso, perché gli eventi procedono da soli e la cosa più saggia è assecondarli. Il fiume sottostante ricorda che tutto scorre, e che la via è aperta.",
    "L'otto è il numero del movimento e della padronanza. Dopo la prova del sette, la strada si sgombra e ciò che era stato difeso con fatica ora può andare avanti. Tradizionalmente questa carta annuncia messaggi, lettere, spostamenti e decisioni rapide, e talvolta quelle che un tempo si chiamavano le frecce d'amore. Non c'è ancora l'arrivo, solo il volo: la carta descrive una traiettoria, il momento in cui un gesto compiuto prima produce finalmente i suoi effetti. È una delle carte più rapide del mazzo, e i tempi che suggerisce si contano spesso in giorni.",
    "Se oggi l'Otto di Bastoni compare per te, approfitta della corrente favorevole. Rispondi, parti, decidi, ma prima prendi bene la mira: la velocità è un dono quando ha una direzione, e diventa confusione quando ne è priva.",
  ],
  present:
    "Le cose si stanno muovendo più in fretta di quanto ti aspettassi. L'Otto di Bastoni annuncia slancio e notizie rapide: gli ostacoli si sono dissolti e puoi avanzare senza freni, purché tu sappia dove stai andando.",
};
