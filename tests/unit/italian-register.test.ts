/**
 * The Italian pages address the reader as "voi" (Scoprite, Richiedete): every button, call to
 * action and link label does too. The product preview's shop button ("Aggiungi al carrello") is a
 * picture of a customer's online shop, which speaks to its shoppers, not to the reader.
 */
import { expect, it } from 'vitest';
import { contentModules } from '../../content/index';
import { textsOf } from '../../content/tree';

/** Keys whose text is a button, a call to action, a link or a control's label. */
const controlKey = /(^|\.)(\w*(cta|[bB]utton|action|[lL]ink|submit)|skipLink|menuOpen|menuClose|close|choose|bookingAfterSuccess)(\[\d+\])?$/;
/** The second person singular (tu) or the impersonal infinitive, as a control's first word. */
const notVoi = /^(Vai|Apri|Chiudi|Consulta|Scopri|Richiedi|Prenota|Contatta|Contattaci|Scrivi|Scrivici|Leggi|Guarda|Torna|Invia|Inviaci|Chiama|Chiamaci|Fissa|Seleziona|Parla|Scegli|Passa|Salta|Vieni|Aprire|Chiudere|Selezionare|Scegliere|Consultare|Richiedere|Contattare|Inviare)\b/;

it('every Italian control speaks to the reader as "voi"', () => {
  const controls = [...textsOf(contentModules.it)].filter(([path]) => controlKey.test(path) && path !== 'previews.addToCart');
  expect(controls.length).toBeGreaterThan(30);
  expect(controls.filter(([, text]) => notVoi.test(text))).toEqual([]);
});
