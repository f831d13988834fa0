// The demo page is the contact page with the reason preset to the demo (it reads its page key).
export { default } from '../contact/+Page';
