import { hydrateIsland } from '../Island/hydrate';
import { DemoRequestForm } from './DemoRequestForm';

export function hydrate(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, 'demo-form', DemoRequestForm);
}
