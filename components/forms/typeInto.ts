export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Gives a field a value as if the visitor had typed (or chosen) it: the native setter, then the event
 * the field's React handler listens to, so the component's state holds the value too.
 */
export function typeInto(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
