/**
 * The header's menus (the phone menu, the language list) are script-free popovers that hold only
 * the open state; their links sit outside them, so that a tap on any link light-dismisses the menu
 * (components/Header). The browser gives focus back to a popover's button only from inside the
 * popover: Escape from one of those links closed the menu and dropped the focus to the page.
 *
 * This inline script (allowed by its hash, server/headers.ts) puts it back: after an Escape that
 * closed a popover, when the focus is on the page or on a link of the menu it closed (the button's
 * aria-controls; the menu hides with a transition, so visibility is no test), it goes to that button. It only listens: nothing runs until a key is pressed. Block-scoped,
 * so it declares no global; the page's HTML and the CSP must agree on it to the byte.
 */
export const menuFocusScript =
  "{let d=document;d.addEventListener('keydown',e=>{let p=e.key=='Escape'&&d.querySelector('[popover]:popover-open');" +
  "p&&setTimeout(()=>{let b=[...d.querySelectorAll('[popovertarget]')].find(b=>b.popoverTargetElement==p),a=d.activeElement;" +
  "p.matches(':popover-open')||!b||a!=d.body&&!d.getElementById(b.getAttribute('aria-controls'))?.contains(a)||b.focus()})})}";
