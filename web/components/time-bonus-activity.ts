import type { TimeBonusStore } from '../stores/time-bonus';

/** Input types she does not type in: focus stays on them after a click, and that is no reason to wait. */
const NOT_TYPED = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** A field she types in: a textarea, an editable element, or an input of a text kind (issue 27's rule). */
export function typingField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return !NOT_TYPED.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** A dialog is open: a modal one (ours: aria-modal), an alert dialog, or a native <dialog open>. */
export const dialogOpen = (doc: Document): boolean => doc.querySelector('[aria-modal="true"], [role="alertdialog"], dialog[open]') !== null;

/** What occupies her on this page: a dialog open, or a field she types in focused. */
export const occupied = (doc: Document) => (): boolean => dialogOpen(doc) || typingField(doc.activeElement);

/** Her inputs: each one makes the modal wait (a scroll or a tap in the gallery as much as a key). */
const INPUTS = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'scroll', 'input'] as const;

/**
 * Watches the page for the time-bonus modal (issue 27): her inputs, and a look again whenever the focus moves (a dialog
 * opening or closing moves it), besides the store's look each second. Returns the undo (an effect's cleanup).
 */
export function watchActivity(timeBonus: TimeBonusStore, doc: Document = document): () => void {
  const unwatch = timeBonus.watch(occupied(doc));
  const onInput = () => timeBonus.noteInput();
  const onFocus = () => timeBonus.look();
  const options = { capture: true, passive: true } as const;
  for (const type of INPUTS) doc.addEventListener(type, onInput, options);
  doc.addEventListener('focusin', onFocus, options);
  doc.addEventListener('focusout', onFocus, options);
  return () => {
    for (const type of INPUTS) doc.removeEventListener(type, onInput, options);
    doc.removeEventListener('focusin', onFocus, options);
    doc.removeEventListener('focusout', onFocus, options);
    unwatch();
  };
}
