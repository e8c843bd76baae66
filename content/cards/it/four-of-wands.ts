import type { CardContent } from '../card-content';

/** The Four of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    "Quattro bastoni piantati nel terreno sostengono una ghirlanda di fiori, frutta e nastri, come l'ingresso di una festa di nozze. Nel Rider-Waite-Smith, oltre questo arco vegetale, due figure alzano mazzi di fiori in segno di benvenuto, mentre alle loro spalle altre persone si radunano davanti a un castello. Il cielo è giallo e luminoso, e un piccolo ponte attraversa il fossato, segno che la fortezza non è più chiusa ma aperta agli ospiti. Nel modello marsigliese restano soltanto i quattro bastoni incrociati a coppie, con un fiore al centro.",
    'Il fuoco, elemento dei Bastoni, riguarda la volontà, la passione e le imprese. Qui però non brucia e non corre: si raccoglie intorno a un focolare. La ghirlanda richiama le antiche feste del raccolto e i riti di passaggio, i matrimoni, le inaugurazioni, i ritorni a casa. Le figure in primo piano danno il benvenuto a chi arriva, e il castello alle loro spalle dice che la sicurezza raggiunta può trasformarsi in ospitalità.',
    'Il quattro è il numero della struttura e della stabilità, a volte della sosta. Quattro pali danno forma a uno spazio, come le pareti di una casa o i confini di un campo. In un seme così irrequieto la stabilità prende la forma più lieta possibile: una pausa meritata, un traguardo raggiunto, una comunità che si ritrova e riconosce sé stessa. È la casa dopo il viaggio, il cantiere finito, il momento in cui ci si guarda intorno e si riconosce che il lavoro ha dato forma a qualcosa di abitabile.',
    'Quando il Quattro di Bastoni entra in una lettura, è il segnale per fermarti a festeggiare qualcosa, anche di piccolo. Chiediti dove ti senti davvero a casa e con chi vorresti condividere i risultati ottenuti: dare valore a ciò che hai è il modo migliore per farlo durare.',
  ],
  present:
    "Vivi un momento di armonia e di meritata soddisfazione. Il Quattro di Bastoni indica che le cose hanno trovato una forma stabile e gioiosa, con spazio per la festa, per l'accoglienza e per la gratitudine verso chi ti sta accanto.",
};
