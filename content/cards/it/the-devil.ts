import type { CardContent } from '../card-content';

/** The Devil, in Italian. */
export const card: CardContent = {
  overview: [
    'Su un piedistallo scuro siede una creatura con corna di caprone, ali di pipistrello e un pentagramma rovesciato sulla fronte. Nel Rider-Waite-Smith alza una mano aperta e con l’altra tiene una torcia rivolta verso il basso; ai suoi piedi un uomo e una donna nudi, con piccole corna e una coda, sono legati al piedistallo da catene che girano intorno al collo. Le catene, però, sono larghe: basterebbe sollevarle per liberarsi. Nei tarocchi di Marsiglia il Diavolo è una figura ermafrodita con ali e corna, ritta su un piedistallo, che tiene legati con delle corde due diavoletti più piccoli.',
    'La scena è una parodia degli Amanti: nel Rider-Waite-Smith la stessa coppia che là riceveva la benedizione di un angelo qui si ritrova prigioniera sotto un’ombra. La coda della donna termina con un grappolo d’uva, quella dell’uomo con una fiamma: piacere e desiderio diventati padroni anziché compagni. La torcia puntata a terra è un fuoco che non illumina ma consuma. Il messaggio centrale sta nelle catene allentate: la carta descrive dipendenze, paure e abitudini che tengono legati, ma che quasi sempre si possono sciogliere non appena le si riconosce per ciò che sono.',
    'Con il Diavolo si apre la terza fila del cammino del Matto, quella dell’incontro con le grandi forze. Dopo la misura paziente della Temperanza, il viaggiatore scende nell’ombra e guarda in faccia ciò che lo trattiene. Non è una caduta fine a sé stessa: proprio questa presa di coscienza prepara la Torre, la carta successiva, dove ciò che è falso crolla di colpo.',
    'Quando compare oggi, invita a chiederti con franchezza che cosa ti lega e se quella catena sia davvero stretta come sembra.',
  ],
  present:
    'Qualcosa esercita su di te un’attrazione più forte di quanto vorresti ammettere: un desiderio, un’abitudine, una paura o una persona. Il Diavolo mostra una situazione in cui la libertà è più vicina di quanto sembri, perché riconoscere ciò che ti condiziona è già metà del lavoro.',
};
