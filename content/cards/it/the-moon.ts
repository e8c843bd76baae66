import type { CardContent } from '../card-content';

/** The Moon, in Italian. */
export const card: CardContent = {
  overview: [
    'Una luna dal volto assorto domina il cielo notturno e lascia cadere gocce verso terra. Nel Rider-Waite-Smith, sotto di lei, un cane e un lupo ululano ai lati di un sentiero che nasce da uno stagno, da cui affiora un gambero, e si snoda fra due torri fino a perdersi tra le montagne. Nei tarocchi di Marsiglia gli animali sono due cani, uno di fronte all’altro, il gambero è immerso in una vasca d’acqua e le gocce sembrano salire verso la luna anziché scendere.',
    'La luce lunare non mostra le cose come sono: le ammorbidisce, le deforma, le riempie di ombre. Il cane e il lupo sono la parte addomesticata e quella selvatica di noi, che rispondono allo stesso richiamo. Il gambero che risale dall’acqua profonda è ciò che emerge dall’inconscio: paure antiche, sogni, intuizioni ancora informi. Le due torri segnano una soglia, e il sentiero che le attraversa dice che la strada esiste anche quando non si vede bene dove porti. Le gocce, che nel Rider-Waite-Smith hanno la forma delle yod come nella Torre, dicono che anche nel buio qualcosa continua a scendere dall’alto. È la carta dell’immaginazione, dell’incertezza e dell’intuito.',
    'Nel viaggio del Matto la Luna sta tra la Stella e il Sole, nella terza fila, quella delle grandi forze. Dopo la speranza tranquilla della Stella, il viaggiatore attraversa la notte più profonda, quella in cui ogni ombra sembra un pericolo. È una prova diversa dalle precedenti: qui non si lotta, si procede con cautela, fidandosi dell’istinto, finché il Sole non dissolve la nebbia.',
    'Quando compare oggi, di solito chiede di non prendere decisioni affrettate sulla base di timori o impressioni, e di ascoltare sogni e presentimenti senza lasciarsene dominare.',
  ],
  present:
    'Il quadro è ancora confuso: alcuni elementi restano in penombra, altri cambiano aspetto a seconda dell’umore del giorno. La Luna ti dice che in questo momento non tutto è come appare, quindi conviene distinguere con cura ciò che sai da ciò che temi.',
};
