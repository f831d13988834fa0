/**
 * Brings an element the person reads after sending (the receipt, the send button after a failure)
 * to the middle of the screen when it lies in its lower half or above it: clear of the notice,
 * which stands at the screen's foot, so that a second press never lands on the notice.
 */
export function bringClearOfNotice(element: HTMLElement | null): void {
  const box = element?.getBoundingClientRect();
  if (box && (box.top < 0 || box.top + box.height / 2 > window.innerHeight / 2)) element!.scrollIntoView({ block: 'center' });
}
