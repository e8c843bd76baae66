import type { CardContent } from '../card-content';

/** Death, in Italian. */
export const card: CardContent = {
  overview: [
    'Su un cavallo bianco avanza uno scheletro in armatura nera, con in mano uno stendardo scuro su cui spicca una rosa bianca. Così la raffigura il mazzo Rider-Waite-Smith: davanti al cavaliere un re è già caduto, un vescovo lo attende a mani giunte, una fanciulla volta il capo e un bambino lo guarda dal basso. Sullo sfondo scorre un fiume con una barca e, tra due torri, il sole sta basso all’orizzonte. Nei tarocchi di Marsiglia la scena è più spoglia e più cruda: uno scheletro con la falce miete un terreno scuro da cui spuntano teste, una delle quali coronata, mani e piedi. Spesso la carta porta soltanto il numero, tanto che la si chiama l’arcano senza nome.',
    'Lo scheletro è ciò che resta quando il superfluo è caduto, e davanti alla Morte il rango non conta: re, vescovo, fanciulla e bambino sono uguali. La rosa bianca sullo stendardo, però, parla di purezza e di vita che continua, e il sole tra le torri può essere un tramonto o un’alba, a seconda di come lo si guarda. Il fiume porta via, ma porta anche altrove. Per questo, nella lettura tradizionale, la carta non annuncia una morte fisica: indica la fine di una fase, qualcosa che si chiude perché altro possa cominciare.',
    'Con il numero XIII la Morte appartiene alla seconda fila del cammino del Matto, tra l’Appeso e la Temperanza. L’Appeso ha accettato di fermarsi e di lasciar andare; la Morte compie quel distacco fino in fondo, senza sconti. Subito dopo la Temperanza comincia a ricomporre ciò che è rimasto, mescolando il vecchio e il nuovo con pazienza.',
    'Se la incontri oggi, non c’è motivo di spaventarsi: spesso segnala un capitolo che dentro di te si è già chiuso, anche se non hai ancora voltato pagina.',
  ],
  present:
    'Una fase della tua vita si sta chiudendo, e lo senti anche se non hai ancora trovato le parole per dirlo. La Morte non parla di perdite improvvise ma di una trasformazione già in corso: ciò che si spegne adesso sta liberando energia per qualcosa di nuovo.',
};
