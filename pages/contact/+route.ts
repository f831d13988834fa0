import { routeOf } from '../../renderer/routing';

/** The contact page and its demo variant (the same template, the reason preset to the demo). */
export default routeOf('contact', 'demo');
