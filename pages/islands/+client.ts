import { loadIsland } from '../../components/Island/loader';

// The one script of the site: every page with a form island brings it in itself, after the first
// paint or as the form nears the viewport (components/Island/ScriptTrigger). Each island hydrates
// as soon as the browser is idle after load (at once on a focus, a press or a submit inside it);
// an island the page does not have is skipped.
loadIsland('contact-form', 'idle', () => import('../../components/ContactForm/island'));
loadIsland('demo-form', 'idle', () => import('../../components/DemoRequestForm/island'));
