/**
 * The Italian pages address the reader as "voi" (Scoprite, Richiedete): every button, call to
 * action and link label does too. The interface's own controls (skip link, menu, closing a notice)
 * use the singular imperative, as Italian interfaces write them ("Vai al contenuto principale").
 * The product preview's shop button ("Aggiungi al carrello") is a picture of a customer's online
 * shop, which speaks to its shoppers, not to the reader.
 */
import { expect, it } from 'vitest';
import { contentModules } from '../../content/index';
import { textsOf } from '../../content/tree';

/** Keys whose text is a button, a call to action, a link or a control's label. */
const controlKey = /(^|\.)(\w*(cta|[bB]utton|action|[lL]ink|submit)|skipLink|menuOpen|menuClose|close|choose|bookingAfterSuccess|sendAnother)(\[\d+\])?$/;
/** The interface's own controls, the same on every site. */
const interfaceControlKey = /(^|\.)(skipLink|menuOpen|menuClose|close)$/;
/** The second person singular (tu) or the impersonal infinitive, as a control's first word. */
const notVoi = /^(Vai|Apri|Chiudi|Consulta|Scopri|Richiedi|Prenota|Contatta|Contattaci|Scrivi|Scrivici|Leggi|Guarda|Torna|Invia|Inviaci|Chiama|Chiamaci|Fissa|Seleziona|Parla|Scegli|Passa|Salta|Vieni|Aprire|Chiudere|Selezionare|Scegliere|Consultare|Richiedere|Contattare|Inviare)\b/;

const controls = [...textsOf(contentModules.it)].filter(([path]) => controlKey.test(path) && path !== 'previews.addToCart');

it('every Italian call to action speaks to the reader as "voi"', () => {
  const callsToAction = controls.filter(([path]) => !interfaceControlKey.test(path));
  expect(callsToAction.length).toBeGreaterThan(30);
  expect(callsToAction.filter(([, text]) => notVoi.test(text))).toEqual([]);
});

it('the interface controls use the singular imperative of Italian interfaces', () => {
  const interfaceControls = controls.filter(([path]) => interfaceControlKey.test(path));
  expect(interfaceControls.map(([path]) => path).sort()).toEqual(['common.header.menuClose', 'common.header.menuOpen', 'common.notices.close', 'common.skipLink']);
  expect(interfaceControls.filter(([, text]) => !/^(Vai|Apri|Chiudi)\b/.test(text))).toEqual([]);
});
