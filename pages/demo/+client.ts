import { loadIsland } from '../../components/Island/loader';

// The demo form: on this page, its purpose, hydrated as soon as the browser is idle after load; at
// the end of the home page, this script itself is loaded only as the form nears the viewport
// (components/Island/ScriptTrigger), so it hydrates at once there too.
loadIsland('demo-form', 'idle', () => import('../../components/DemoRequestForm/island'));
