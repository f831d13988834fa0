import { loadIsland } from '../../components/Island/loader';

// The demo form hydrates when it scrolls into view.
loadIsland('demo-form', 'visible', () => import('../../components/DemoRequestForm/island'));
