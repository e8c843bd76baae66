import type { CardContent } from '../card-content';

/** The High Priestess, in Italian. */
export const card: CardContent = {
  overview: [
    'Tra due colonne, una nera segnata dalla lettera B e una bianca con la lettera J, siede una donna avvolta in un manto azzurro. Nel Rider-Waite-Smith, dove la carta si chiama The High Priestess, porta una corona formata da un disco tra due corna di luna, tiene in grembo un rotolo con la scritta TORA, in parte nascosto dal mantello, e ha una falce di luna ai piedi. Alle sue spalle un velo ricamato di melagrane copre quello che sta dietro. I Tarocchi di Marsiglia la chiamano La Papesse e la mostrano con la tiara papale e un libro aperto sulle ginocchia: una donna che legge, e che non ha nessuna fretta di raccontare.',
    'Le due colonne richiamano quelle del tempio di Salomone, Boaz e Jachin, e dicono che la Papessa sta sulla soglia tra due mondi, tra ciò che si vede e ciò che si intuisce. Il velo con le melagrane, frutto pieno di semi, suggerisce una conoscenza fertile ma nascosta: passarci dietro non è vietato, però bisogna saperci arrivare. La luna ai suoi piedi la lega ai cicli, all’intuizione e ai sogni; il libro o il rotolo semichiuso ricordano che certe cose si imparano solo con il tempo e con il silenzio.',
    'È la carta II, nella prima fila del viaggio, quella in cui si impara ad agire nel mondo. Dopo il Mago, che agisce e si mostra, la Papessa insegna ad ascoltare prima di muoversi: anche stare al mondo comincia dal saper aspettare. Subito dopo arriva l’Imperatrice, e quel sapere custodito diventa vita che cresce, visibile e abbondante.',
    'In una stesa di oggi la Papessa chiede spesso di dare credito a ciò che si sente prima ancora di poterlo spiegare, e di non forzare una risposta che non è ancora matura.',
  ],
  present:
    'Sotto la superficie di ciò che accade scorre qualcosa che nessuno ha ancora nominato, e tu lo percepisci prima di saperlo spiegare. La Papessa ti dice che questo momento è fatto più di silenzi che di fatti: qui il tuo intuito vede più lontano delle informazioni.',
};
