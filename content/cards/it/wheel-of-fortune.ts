import type { CardContent } from '../card-content';

/** Wheel of Fortune, in Italian. */
export const card: CardContent = {
  overview: [
    'Al centro c’è sempre una ruota che gira, ma chi la abita cambia da un mazzo all’altro. Nei tarocchi Visconti-Sforza la Fortuna, bendata, fa girare una ruota su cui quattro figure salgono, regnano, cadono e strisciano a terra, ciascuna con il suo motto latino: regnabo, regno, regnavi, sum sine regno, cioè «regnerò, regno, ho regnato, sono senza regno». Nei Tarocchi di Marsiglia la ruota ha una manovella ed è popolata da strane creature: una sale, una scende, una specie di sfinge coronata siede in cima. Il Rider-Waite-Smith la colloca tra le nuvole, con le lettere TARO e quattro lettere ebraiche sul cerchio, un serpente che scivola giù da un lato, una figura dalla testa di sciacallo che risale dall’altro, una sfinge con la spada in cima e, nei quattro angoli, un angelo, un’aquila, un leone e un toro alati, intenti a leggere.',
    'Il messaggio più antico è anche il più semplice: nessuna posizione dura per sempre. Chi sta in alto scenderà, chi sta in basso risalirà, e la ruota non fa distinzioni. Nel Rider-Waite-Smith il serpente e la figura di Anubi rappresentano la discesa e la risalita, la sfinge l’equilibrio che resta fermo mentre tutto gira. Le quattro creature alate sono i simboli dei quattro evangelisti e richiamano anche i quattro segni fissi dello zodiaco: intorno al caos apparente c’è un ordine, anche se non si lascia vedere per intero.',
    'Con il numero X la Ruota sta nel mezzo della seconda fila del viaggio, dove lo sguardo si volge all’interno e arrivano le prove. Dopo il ritiro dell’Eremita, il viaggiatore scopre che non tutto dipende da lui: ci sono cicli, coincidenze, svolte inattese. La carta successiva, la Giustizia, gli chiederà quanto di ciò che accade nasce dalle sue scelte.',
    'In una stesa di oggi la Ruota della Fortuna segnala spesso un cambiamento in arrivo, e invita a muoversi insieme al giro invece di opporvisi.',
  ],
  present:
    'Le carte in tavola si stanno rimescolando, e una parte di ciò che accade non dipende da te. La Ruota della Fortuna segna un momento di passaggio: affrontarlo con elasticità, invece di opporti, ti permette di cogliere ciò che questa svolta porta con sé.',
};
