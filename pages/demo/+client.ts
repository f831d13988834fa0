// The demo page's form is the contact form: the same island.
import '../contact/+client';
