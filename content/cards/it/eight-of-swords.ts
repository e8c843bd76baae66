import type { CardContent } from '../card-content';

/** The Eight of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "Una donna bendata, le braccia strette da una corda, sta in piedi su un terreno fangoso, circondata da otto spade piantate nel suolo. Nel Rider-Waite-Smith le lame formano una specie di recinto, ma davanti a lei lo spazio è libero; ai suoi piedi ci sono pozze d'acqua, e sullo sfondo si staglia un castello su una rupe. La corda non le lega le gambe: potrebbe camminare, se solo lo sapesse. Nei Tarocchi di Marsiglia l'immagine è astratta, con otto sciabole ricurve che si intrecciano attorno a un fiore centrale, in una composizione densa e simmetrica.",
    "La carta parla di una prigione fatta soprattutto di pensieri. Le Spade appartengono all'aria, e quando la mente si chiude su sé stessa può costruire gabbie più strette di qualsiasi muro. La benda impedisce di vedere le vie d'uscita, la corda rappresenta i vincoli che si accettano senza metterli in discussione, l'acqua ai piedi ricorda emozioni stagnanti. Il castello lontano può essere una casa, un'autorità o una sicurezza perduta, ciò da cui ci si è allontanati o che sembra irraggiungibile.",
    "L'otto è il numero del movimento e della padronanza. In questa carta, però, il movimento è bloccato: la padronanza da conquistare è proprio quella sui pensieri che paralizzano. Dopo la traversata del Sei e le astuzie del Sette, la mente si trova in un punto in cui deve imparare a distinguere i limiti reali da quelli immaginati.",
    "Oggi l'Otto di Spade ti chiede di verificare le tue certezze più pessimiste. Forse alcune corde sono più lente di quanto credi, e alcune spade non sono così vicine. Prova a fare un passo, anche minimo, nella direzione che desideri; chiedi aiuto, informati, cambia prospettiva. La libertà comincia quando smetti di considerare definitiva una situazione che è soltanto difficile.",
  ],
  present:
    "Ti sembra di avere le mani legate, come se ogni strada fosse chiusa. L'Otto di Spade indica però che la prigione è in gran parte mentale: guardati intorno con occhi nuovi, perché una via d'uscita esiste ed è più vicina di quanto pensi.",
};
