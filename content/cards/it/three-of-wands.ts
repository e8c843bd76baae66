import type { CardContent } from '../card-content';

/** The Three of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    "Di spalle, sul ciglio di un'altura, un uomo avvolto in un mantello rosso e verde osserva una distesa d'acqua dorata su cui scivolano alcune navi. Nel Rider-Waite-Smith tre bastoni sono piantati nel terreno accanto all'uomo, e con la mano ne stringe uno, come per tenersi saldo mentre scruta l'orizzonte. Non vediamo il suo volto, e questo ci invita a guardare con i suoi occhi. Nei Tarocchi di Marsiglia la carta è invece composta da due bastoni incrociati attraversati da un terzo, verticale, tra decorazioni vegetali.",
    "Il seme dei Bastoni appartiene al fuoco, l'elemento dell'azione, del desiderio e dello spirito d'impresa. Qui il fuoco si è fatto lungimiranza: l'uomo non si chiede più se partire, ma attende il ritorno di ciò che ha già messo in moto. Le navi possono essere merci, progetti, lettere, persone; il mare dorato suggerisce condizioni favorevoli e una luce che accompagna l'impresa. Il mantello a due colori, il rosso dell'azione e il verde della crescita, unisce la volontà di chi ha osato e la pazienza di chi aspetta che il seme maturi. Anche l'altura conta, perché da lassù si vede più lontano che da qualunque altro punto.",
    'Il tre è il numero della crescita e dei primi risultati. Dopo il seme e la scelta, qualcosa prende forma e comincia a rendere, anche se il lavoro non è concluso. I tre bastoni ben piantati sono le basi già poste; lo sguardo rivolto al largo è la fiducia in ciò che deve ancora venire, e la disponibilità ad allargare i confini del proprio mondo.',
    'Oggi il Tre di Bastoni ti invita ad alzare lo sguardo. Riconosci ciò che hai già seminato, tieni saldo il tuo bastone e prova a pensare più in grande: la prossima occasione potrebbe arrivare da una direzione che finora non avevi nemmeno considerato.',
  ],
  present:
    "Stai raccogliendo i primi segnali che la strada scelta funziona, e intanto l'orizzonte si allarga. Il Tre di Bastoni racconta un'attesa operosa, in cui ciò che hai messo in moto comincia a tornare e nuove possibilità si affacciano da lontano.",
};
