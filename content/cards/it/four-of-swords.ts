import type { CardContent } from '../card-content';

/** The Four of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "In una chiesa silenziosa giace la figura scolpita di un cavaliere, distesa su un sarcofago con le mani giunte in preghiera. Nel Rider-Waite-Smith tre spade pendono dalla parete sopra di lui, con la punta rivolta verso il basso, mentre una quarta è posata orizzontalmente lungo il fianco della tomba. In alto a sinistra una vetrata colorata mostra una scena di benedizione, una figura che si china verso un'altra più piccola. Nei Tarocchi di Marsiglia il Quattro è un'immagine puramente ornamentale: quattro sciabole ricurve si intrecciano attorno a un fiore centrale, senza alcuna lama diritta a dividerle.",
    "Il cavaliere non è morto: è fermo, raccolto, in un sonno simile a una veglia. Le tre spade appese sono le battaglie passate, messe da parte ma non dimenticate; quella che giace accanto a lui è pronta per quando sarà il momento di riprendere il cammino. La vetrata ricorda che esiste una protezione anche nei momenti di vulnerabilità, e il luogo sacro suggerisce che il riposo, in certi periodi, è quasi un dovere. Le Spade, seme dell'aria, governano la mente; qui la mente tace, finalmente.",
    'Il quattro è il numero della struttura e della stasi. Dopo il dolore del Tre, questa carta costruisce un argine: si chiudono le porte, si abbassano le voci, si lascia che le ferite comincino a rimarginarsi. Anche nei mazzi antichi il quattro evoca il quadrato, la figura più stabile, quattro lati che proteggono. È una stasi benefica, purché resti una tappa e non diventi una fuga dal mondo.',
    "Il Quattro di Spade ti invita a deporre le armi per un po'. Non tutto richiede una risposta immediata, e non ogni problema si risolve pensandoci di più. Concediti una pausa concreta, una giornata lenta, una notte di sonno vero, e fidati del fatto che la lucidità torna quando smetti di inseguirla.",
  ],
  present:
    'Hai bisogno di fermarti. Il Quattro di Spade indica un periodo di riposo o di raccoglimento, scelto o imposto dalle circostanze: usalo per recuperare forze e lucidità, senza sensi di colpa per ciò che lasci in sospeso per qualche giorno.',
};
