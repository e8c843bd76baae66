import type { CardContent } from '../card-content';

/** The Nine of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "Un uomo dall'aria soddisfatta siede su una panca di legno, con le braccia incrociate e le gambe divaricate, e guarda dritto davanti a sé con un sorriso compiaciuto. Nel Rider-Waite-Smith alle sue spalle nove coppe d'oro sono allineate su un ripiano ad arco, coperto da un drappo azzurro, come in un'esposizione. Il berretto rosso e l'abito ampio suggeriscono agio e buona tavola, e lo sfondo giallo dà alla scena un tono caldo e luminoso. La versione marsigliese presenta nove coppe disposte in tre file, intervallate da foglie e fiori.",
    "Con le Coppe si entra nel regno dell'acqua, dei sentimenti e dei desideri. Qui i desideri sono stati esauditi: le coppe sono piene, il posto è comodo, il volto sereno. Nella tradizione il Nove di Coppe è chiamato la carta dei desideri, perché annuncia la realizzazione di ciò che si spera. Le braccia incrociate possono esprimere soddisfazione, ma anche una certa chiusura, e la felicità che la figura mostra è personale più che condivisa, con un lieve sapore di vanto.",
    'Con il nove il traguardo è quasi raggiunto. Sul piano emotivo si arriva a un appagamento personale, e manca ancora il passo che porta dalla gioia individuale a quella condivisa. È una carta di benessere, di comodità, di piacere dei sensi, e invita a godersi ciò che si ha senza dimenticare che la pienezza vera si moltiplica quando la si offre agli altri. In molte letture è uno dei segni più favorevoli per chi chiede se un desiderio si avvererà.',
    'Il Nove di Coppe ti invita oggi a riconoscere ciò che è andato bene. Esprimi un desiderio con chiarezza, goditi i piaceri semplici e chiediti con chi vorresti condividere la tua contentezza, perché una gioia raccontata a qualcuno dura più a lungo.',
  ],
  present:
    'Vivi un momento di soddisfazione e di agio, in cui molte cose vanno come speravi. Il Nove di Coppe descrive appagamento e piacere di vivere: puoi goderti ciò che hai, con gratitudine e con un pizzico di generosità.',
};
