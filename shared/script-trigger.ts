/**
 * The one inline event handler the site allows, by hash (server/headers.ts, script-src-attr): the
 * load handler of the image that brings in the islands' script (components/Island/ScriptTrigger).
 * It imports once the page's first contentful paint has happened (Paint Timing; at once where a
 * browser lacks it), so the script never competes with the page's largest text. The page's HTML and
 * the CSP must agree on it to the byte.
 */
export const scriptTriggerHandler =
  'const s=this.dataset.script;' +
  "PerformanceObserver.supportedEntryTypes.includes('paint')" +
  "?new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();import(s)}}).observe({type:'paint',buffered:true})" +
  ':import(s)';
