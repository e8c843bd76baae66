import type { CardContent } from '../card-content';

/** The Hanged Man, in Italian. */
export const card: CardContent = {
  overview: [
    'Un uomo pende a testa in giù, legato per un piede a una trave, eppure il suo volto non mostra dolore. Nel mazzo Rider-Waite-Smith la trave è un legno vivo a forma di T, ancora coperto di foglie; la gamba libera è piegata dietro l’altra a formare una croce, le mani stanno nascoste dietro la schiena e intorno al capo brilla un’aureola. Nel modello marsigliese il patibolo poggia su due alberi dai rami potati, e la figura ha un’aria quasi distratta. A Bologna, nel Tarocchino, si chiama ancora il Traditore: a testa in giù, infatti, si dipingevano i traditori nelle pitture infamanti delle città rinascimentali.',
    'Il rovesciamento è il cuore della carta: chi guarda il mondo capovolto è costretto a vederlo in un altro modo. Le mani legate dicono che, per ora, non si può agire; l’aureola suggerisce che proprio da questa immobilità nasce una comprensione nuova. Le gambe incrociate disegnano un quattro rovesciato, e il legno ancora verde ricorda che la sospensione non è morte ma attesa, come il seme sotto terra. È la carta del sacrificio scelto, della resa che non coincide con la sconfitta.',
    'Nel viaggio del Matto l’Appeso sta nella seconda fila, quella in cui lo sguardo si volge all’interno e arrivano le prove. Dopo la Giustizia, che pesa e decide, viene la carta che sospende ogni giudizio e invita a lasciare la presa. È una pausa necessaria prima della Morte, la carta successiva: senza questo tempo fermo, la trasformazione che segue sarebbe solo una perdita subita.',
    'Quando esce in una stesa, di rado chiede di fare di più: suggerisce piuttosto di guardare la stessa situazione da un altro lato, accettando che certe risposte arrivino solo con il tempo.',
  ],
  present:
    'Tutto sembra fermo, ma questa pausa ha un senso: le cose non si lasciano smuovere a forza e ti chiedono un cambio di prospettiva. L’Appeso indica che la situazione attuale vale come una lezione, e che rinunciare a controllarla ti rivela ciò che prima non notavi.',
};
