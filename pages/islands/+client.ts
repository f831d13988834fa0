import { loadIsland } from '../../components/Island/loader';

// The one script of the site: every page with a form island brings it in itself, after the first
// paint or as the form nears the viewport (components/Island/ScriptTrigger). Each island hydrates
// on the first focus, press or submit inside it (see components/Island/loader); an island the page
// does not have is skipped.
loadIsland('contact-form', () => import('../../components/ContactForm/island'));
loadIsland('demo-form', () => import('../../components/DemoRequestForm/island'));
