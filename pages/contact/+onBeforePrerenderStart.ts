import { prerenderPathsOf } from '../../renderer/routing';

export default prerenderPathsOf('contact', 'demo');
