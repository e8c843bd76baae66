import type { CardContent } from '../card-content';

/** The Seven of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "Una figura in ombra, vista di spalle, sta davanti a sette coppe che galleggiano su una nuvola. Nel Rider-Waite-Smith ogni coppa contiene una visione diversa: una testa dai tratti delicati, una figura velata e luminosa, un serpente, un castello, un mucchio di gioielli, una corona d'alloro e un drago. Sulla coppa della corona alcuni intravedono un piccolo teschio. Alcune visioni promettono gloria o ricchezza, altre inquietano, e tutte hanno la consistenza dei sogni. Nei Tarocchi di Marsiglia la carta mostra sette coppe disposte in file ordinate tra tralci vegetali, senza alcuna visione.",
    "Le Coppe appartengono all'acqua, elemento delle emozioni, dell'immaginazione e dei sogni. Qui l'acqua è diventata nuvola, e i desideri si sono staccati da terra per presentarsi come immagini seducenti. La figura velata al centro viene spesso letta come il sé più profondo, la scelta più difficile e più vera; il castello è la sicurezza, i gioielli la ricchezza, l'alloro la fama, il serpente e il drago la tentazione e la paura. Chi guarda deve capire quale di queste visioni gli appartiene davvero.",
    "Al sette tocca la verifica. Dopo l'armonia del sei bisogna scegliere tra molte possibilità, e la vera prova è il discernimento. La carta non condanna i sogni: dice che l'immaginazione è un dono, ma che senza una scelta concreta resta sospesa nell'aria. Le nuvole, del resto, cambiano forma a ogni soffio di vento, e ciò che sembra un castello può diventare un drago. Il compito è riconoscere quale desiderio resiste quando il cielo torna sereno.",
    'Davanti al Sette di Coppe, concediti di sognare, poi prendi carta e penna. Quale di queste coppe vorresti davvero tenere in mano fra un anno? Sceglila, e lascia che le altre tornino tra le nuvole.',
  ],
  present:
    "Hai molte possibilità davanti e la mente corre dall'una all'altra. Il Sette di Coppe descrive un momento ricco di immaginazione ma anche di confusione: prima di scegliere, separa ciò che desideri davvero da ciò che è solo un miraggio.",
};
