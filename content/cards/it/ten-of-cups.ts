import type { CardContent } from '../card-content';

/** The Ten of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    'Un uomo e una donna si tengono abbracciati e alzano un braccio verso il cielo, dove dieci coppe disegnano un arcobaleno. Nel Rider-Waite-Smith accanto a loro due bambini danzano tenendosi per mano, mentre sullo sfondo una casa accogliente sorge tra colline verdi, vicino a un fiume tranquillo. Tutto nella scena parla di pace, di gioia semplice, di una vita condivisa. Nei Tarocchi di Marsiglia la carta mostra nove coppe disposte in file e una grande coppa in alto, spesso adagiata di traverso, come se stesse per versare il suo contenuto sulle altre.',
    "All'acqua, elemento delle Coppe, appartengono i sentimenti e i legami. Qui l'acqua si trasforma in arcobaleno, antico segno di alleanza e di promessa dopo la tempesta. Gli adulti guardano in alto con gratitudine, i bambini giocano senza pensieri: sono due modi diversi di vivere la stessa felicità, uno consapevole e uno spontaneo. La casa e il fiume ricordano che questa gioia ha radici concrete, e che scorre nel tempo come l'acqua che non si ferma.",
    "Il dieci chiude il ciclo e porta a compimento ciò che l'asso aveva aperto. Nel seme dell'acqua il compimento è la felicità emotiva piena, che non riguarda soltanto l'amore di due persone ma una comunità di affetti, una famiglia di sangue o d'elezione. Dopo il piacere personale del nove, qui la gioia diventa condivisa, e il cerchio delle emozioni si chiude in armonia. È anche la carta della casa come luogo dell'anima, dove si torna volentieri.",
    'Con il Dieci di Coppe, guarda le persone che ami e riconosci il valore di ciò che avete costruito insieme. Coltiva questa pace con gesti quotidiani, e ricorda che la felicità non è un quadro perfetto da appendere al muro, ma un legame che si rinnova ogni giorno.',
  ],
  present:
    'In questo periodo i legami più importanti ti sostengono e ti danno pace. Il Dieci di Coppe parla di armonia in casa e nel cuore, una felicità semplice e profonda che nasce dal sentirti parte di qualcosa di più grande.',
};
