export { Layout as default } from '../components/Layout/Layout';
