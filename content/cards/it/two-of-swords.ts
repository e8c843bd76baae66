import type { CardContent } from '../card-content';

/** The Two of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "Sulla riva del mare, al calar della sera, una figura vestita di bianco siede su una panca di pietra con gli occhi bendati. Nel Rider-Waite-Smith incrocia le braccia sul petto e regge due lunghe spade che si allargano oltre le spalle, in perfetto equilibrio; alle sue spalle l'acqua è increspata da scogli e isolotti, e in alto a destra brilla una sottile falce di luna. Nel modello marsigliese non c'è alcuna scena: due sciabole ricurve si incrociano formando una mandorla, al cui centro sboccia un fiore, con foglie e tralci che spuntano ai lati.",
    "La benda è il cuore della carta: chi siede qui ha scelto di non guardare, per non lasciarsi influenzare o per non dover scegliere. Le braccia incrociate proteggono il petto, e le spade tese formano una barriera che tiene gli altri a distanza. Il mare alle spalle rappresenta le emozioni, agitate ma volutamente ignorate; la luna crescente suggerisce che la risposta arriverà dall'intuizione, non dalla forza. Le Spade sono il seme dell'aria, del pensiero e delle parole, e qui la mente si è fermata, come in apnea.",
    "Il due è il numero dell'equilibrio e della scelta, e in questa carta le due cose coincidono in modo scomodo. L'equilibrio esiste, ma è tenuto in piedi dalla rigidità; la scelta c'è, ma viene rimandata. Può indicare una tregua utile, il tempo necessario per calmarsi prima di decidere, oppure uno stallo che si prolunga perché nessuno vuole fare il primo passo.",
    "Chiediti se la tua pausa è una protezione o una fuga. Se ti serve ancora un po' di silenzio, prenditelo; ma se sai già che cosa c'è dietro la benda, forse è il momento di toglierla e guardare. La pace che nasce da una scelta consapevole è più solida di quella che nasce dall'evitare.",
  ],
  present:
    'Ti trovi davanti a un bivio che preferiresti non vedere. Il Due di Spade descrive una tregua, utile per riprendere fiato ma non eterna: raccogli le informazioni che ti mancano e preparati a scegliere con il cuore e con la testa insieme.',
};
