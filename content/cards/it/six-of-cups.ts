import type { CardContent } from '../card-content';

/** The Six of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "In un cortile che sembra quello di un antico borgo, un bambino porge a una bambina più piccola una coppa piena di fiori bianchi a forma di stella. Nel Rider-Waite-Smith altre coppe, anch'esse colme di fiori, sono disposte intorno a loro, una su un piedistallo di pietra; sullo sfondo una guardia si allontana, e una casa dalle mura spesse chiude la scena come un rifugio. I colori sono caldi e dorati, come quelli di un ricordo. Nei Tarocchi di Marsiglia la carta mostra sei coppe in due colonne, separate da un motivo vegetale.",
    "Al seme delle Coppe appartengono l'acqua, i sentimenti e la memoria affettiva. Qui l'emozione ha il sapore dell'infanzia: un gesto gratuito, un dono senza secondi fini, la fiducia di chi non ha ancora imparato a proteggersi. I fiori bianchi, spesso letti come gigli selvatici, parlano di purezza; la guardia che si allontana dice che in questo cortile si è al sicuro, e che il mondo degli adulti per un momento resta fuori. Il bambino più grande si china verso la più piccola con un gesto premuroso, quasi da fratello maggiore.",
    "Il sei riporta armonia e scambio. Dopo la perdita del cinque, l'equilibrio ritorna attraverso la gentilezza, la memoria, il legame con le radici. È una carta di consolazione: ricorda che dentro ciascuno esiste un luogo in cui l'affetto era semplice, e da cui si può attingere per ricominciare. In una stesa può indicare anche il ritorno di persone del passato, o un dono inatteso.",
    "Oggi il Sei di Coppe ti suggerisce un gesto di tenerezza, verso qualcuno o verso di te. Ricorda ciò che ti rendeva felice quando il mondo sembrava più semplice, e porta un po' di quella leggerezza nella tua vita di adesso.",
  ],
  present:
    'Vivi giorni di dolcezza, in cui i ricordi e gli affetti di un tempo tornano a farsi sentire. Il Sei di Coppe descrive gentilezza, semplicità e un contatto ritrovato con ciò che ha nutrito i tuoi anni più teneri, capace di rendere più morbido anche il presente.',
};
