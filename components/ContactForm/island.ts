import { hydrateIsland } from '../Island/hydrate';
import { ContactForm } from './ContactForm';

export function hydrate(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, 'contact-form', ContactForm);
}
