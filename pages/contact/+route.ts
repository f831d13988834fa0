import { routeOf } from '../../renderer/routing';

export default routeOf('contact');
