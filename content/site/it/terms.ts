import type { Block } from '../../../lib/blocks';

/** The Terms of use page (Italian): a plain-language disclaimer, crisis resources and the visitor's own blog articles. */
export const terms: Block[] = [
  { type: 'h2', text: 'A che cosa servono le letture' },
  {
    type: 'p',
    text: 'Le letture di Cosmic Tarot sono pensate per la riflessione personale e per lo svago. Le carte offrono immagini e spunti su cui pensare, non previsioni certe: nessuna lettura può dire con sicurezza che cosa succederà o che cosa pensa un’altra persona.',
  },
  {
    type: 'p',
    text: 'Una lettura non è un consiglio medico, legale, finanziario o psicologico e non ne prende il posto. Per la salute rivolgiti a un medico, per le questioni legali a un avvocato, per il denaro a un professionista di fiducia, per il benessere psicologico a uno psicologo o a uno psicoterapeuta. Le decisioni importanti restano tue, e conviene prenderle con tutte le informazioni del caso, non sulla base di una carta.',
  },
  {
    type: 'p',
    text: 'Le letture scritte sono generate in automatico, da Gemini, l’intelligenza artificiale di Google, oppure dal sito partendo dai significati tradizionali delle carte. Possono contenere imprecisioni o frasi che non si adattano alla tua situazione: prendile come uno stimolo, non come una verità.',
  },

  { type: 'h2', text: 'Se stai attraversando un momento molto difficile' },
  {
    type: 'p',
    text: 'Le carte non sono lo strumento giusto quando ti senti in pericolo o pensi di farti del male. Parla subito con qualcuno:',
  },
  {
    type: 'ul',
    items: [
      'Italia: 112 per le emergenze, oppure Telefono Amico Italia allo 02 2327 2327.',
      'Spagna: 112 per le emergenze, oppure il 024, la linea di aiuto per chi ha pensieri suicidi, gratuita e attiva 24 ore su 24.',
      'Stati Uniti: 911 per le emergenze, oppure il 988 (Suicide & Crisis Lifeline).',
      'Altri Paesi: il numero di emergenza locale, che in Europa è il 112.',
    ],
  },

  { type: 'h2', text: 'Un servizio gratuito' },
  {
    type: 'p',
    text: 'Le letture sono gratuite e lo restano: il sito non chiede pagamenti, abbonamenti né telefonate. Per tenerlo disponibile per tutti c’è un limite al numero di letture al minuto; se lo raggiungi, basta aspettare qualche istante e riprovare.',
  },

  { type: 'h2', text: 'I tuoi articoli del blog' },
  {
    type: 'p',
    text: 'Gli articoli che scrivi nel blog, o che pubblichi con i tuoi strumenti di automazione, sono tuoi. Restano nel tuo browser, sul tuo dispositivo: il sito non li riceve, non li pubblica per gli altri visitatori e non li usa in alcun modo. Per lo stesso motivo non li vedrai su un altro dispositivo, e se cancelli i dati del browser spariscono: conservane una copia se ti interessa tenerli.',
  },
  {
    type: 'p',
    text: 'Gli articoli già presenti nel blog, come quelli sull’amore e sulla Torre, fanno parte del sito e non possono essere modificati né eliminati dal tuo browser.',
  },
];
