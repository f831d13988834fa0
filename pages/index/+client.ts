import { loadIsland } from '../../components/Island/loader';

// The demo form closes the page: hydrate it only when it comes near the viewport.
loadIsland('demo-form', 'visible', () => import('../../components/DemoRequestForm/island'));
