import { loadIsland } from '../../components/Island/loader';

// The contact form is the page's purpose: hydrate it as soon as the browser is idle after load.
loadIsland('contact-form', 'idle', () => import('../../components/ContactForm/island'));
