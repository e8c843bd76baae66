import type { CardContent } from '../card-content';

/** The Five of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "Due figure avanzano nella neve, di notte, in mezzo a una tormenta. Nel Rider-Waite-Smith una cammina a fatica con le stampelle, la gamba fasciata e una campanella appesa al collo; l'altra si stringe in uno scialle logoro e procede a piedi nudi, curva contro il vento. Alle loro spalle brilla una vetrata illuminata, in cui cinque denari sono disposti come i rami di un albero, ma nessuna delle due sembra accorgersene. Nei Tarocchi di Marsiglia non c'è alcuna scena, soltanto cinque monete, quattro agli angoli e una al centro, tra steli e foglie.",
    'I Denari sono il seme della terra, e quando la terra manca lo si avverte prima di tutto nel corpo: freddo, fame, fatica, mancanza di un tetto. Questa carta descrive la povertà materiale, ma anche quella del cuore, il restare ai margini della comunità senza essere visti. La vetrata della chiesa è il dettaglio decisivo, perché rappresenta il rifugio, il soccorso, il calore che esistono a pochi passi. Il dramma della scena non sta solo nella difficoltà, ma nella distanza, breve eppure enorme, che separa le due figure dal riparo.',
    "Il cinque è il numero del conflitto e della perdita, la rottura dell'equilibrio raggiunto con il Quattro. Se prima si stringevano le monete per paura di perderle, qui la perdita è avvenuta, o si teme che avvenga. Può riguardare il denaro, il lavoro, la salute o un legame di appartenenza. Eppure il cinque è anche un passaggio, il punto più basso della serie, da cui la strada riprende a salire verso lo scambio generoso del Sei.",
    "Il Cinque di Denari ti chiede, prima di tutto, di non affrontare il freddo senza aiuto. Se stai attraversando un periodo di ristrettezze, di salute fragile o di solitudine, guarda intorno a te con attenzione: ci sono persone, servizi e luoghi disposti ad accoglierti, anche se l'orgoglio o la stanchezza te li nascondono. Chiedere non è un fallimento, è il gesto che permette alla luce di quella finestra di raggiungerti davvero.",
  ],
  present:
    'In questo momento attraversi una fase di fatica, materiale o emotiva, e forse ti senti ai margini. Il Cinque di Denari ti invita a cercare attivamente sostegno, pratico e umano, e a lasciare che qualcuno ti venga incontro.',
};
