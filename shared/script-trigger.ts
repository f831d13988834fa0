/**
 * The one inline event handler the site allows, by hash (server/headers.ts, script-src-attr): the
 * load handler of the lazy image that brings in a page's script as its island nears the viewport
 * (components/Island/ScriptTrigger). The page's HTML and the CSP must agree on it to the byte.
 */
export const scriptTriggerHandler = 'import(this.dataset.script)';
