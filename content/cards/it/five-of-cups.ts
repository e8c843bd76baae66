import type { CardContent } from '../card-content';

/** The Five of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    'Una figura avvolta in un lungo mantello nero sta a capo chino, con lo sguardo rivolto a tre coppe rovesciate sul terreno, da cui sono usciti liquidi rossi e verdi. Nel Rider-Waite-Smith, alle sue spalle, due coppe sono ancora in piedi, ma la figura non le vede. Poco più in là scorre un fiume, attraversato da un ponte che porta verso un castello o una casa. Il cielo è grigio, e tutta la scena è dominata dal colore del lutto. È una delle immagini più malinconiche del mazzo. Nel modello marsigliese si vedono soltanto cinque coppe disposte intorno a un motivo floreale, senza alcun personaggio.',
    "Come ogni carta di Coppe, anche questa parla d'acqua, cioè di emozioni e di legami. Qui l'acqua si è versata, e ciò che conteneva affetto, speranza o progetti è andato perduto. Il mantello nero è il lutto, la chiusura dentro il dolore; le coppe rovesciate sono ciò che non si può recuperare. Ma la carta contiene una lezione: due coppe restano intatte, e il ponte porta a casa. Il dolore restringe lo sguardo, e la guarigione comincia quando ci si volta.",
    "Con il cinque entrano in gioco il conflitto e la perdita. Dopo il ristagno del quattro, qualcosa si rompe davvero, e la stabilità emotiva viene scossa. È la carta della delusione, del rimpianto, della separazione, ma anche dell'elaborazione, un passaggio doloroso e necessario che prepara il terreno per ciò che verrà. Non chiede di negare la tristezza, ma di non lasciare che diventi l'unico paesaggio possibile.",
    'Se oggi il Cinque di Coppe compare per te, concediti di sentire il dispiacere senza vergogna. Poi, quando sarà il momento, voltati piano: guarda ciò che ti è rimasto, le persone, le risorse, le possibilità, e rimettiti in cammino verso casa, un passo alla volta.',
  ],
  present:
    'Stai attraversando un momento di tristezza o di delusione, e il pensiero torna spesso a ciò che hai perso. Il Cinque di Coppe riconosce il tuo dolore e ti ricorda con delicatezza che non tutto è andato perduto: qualcosa di importante ti aspetta ancora.',
};
