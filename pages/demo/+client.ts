import { loadIsland } from '../../components/Island/loader';

// The form is the page's purpose: hydrate it as soon as the browser is idle after load.
loadIsland('demo-form', 'idle', () => import('../../components/DemoRequestForm/island'));
