// @vitest-environment happy-dom
import { dialogOpen, occupied, typingField, watchActivity } from './time-bonus-activity';
import type { TimeBonusStore } from '../stores/time-bonus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what occupies her, for the time-bonus modal (issue 27)', () => {
  it('a field she types in: a textarea, a text input, an editable element; not a checkbox or a button', () => {
    document.body.innerHTML = `<textarea></textarea><input type="search"><input type="email"><input type="checkbox"><input type="radio"><button>Ok</button><div contenteditable="true">x</div><select><option>a</option></select>`;
    const [textarea, search, email, checkbox, radio, button, editable, select] = [...document.body.children];
    expect([textarea, search, email, editable].map(typingField)).toEqual([true, true, true, true]);
    expect([checkbox, radio, button, select, null].map((el) => typingField(el ?? null))).toEqual([false, false, false, false, false]);
  });

  it('an open dialog: a modal one, an alert dialog, a native dialog open; not a closed one', () => {
    expect(dialogOpen(document)).toBe(false);
    document.body.innerHTML = '<dialog></dialog><div role="region"></div>';
    expect(dialogOpen(document)).toBe(false);
    for (const html of ['<div role="dialog" aria-modal="true"></div>', '<div role="alertdialog"></div>', '<dialog open></dialog>']) {
      document.body.innerHTML = html;
      expect(dialogOpen(document)).toBe(true);
    }
  });

  it('is occupied while a typing field has the focus, and no longer once it has lost it', () => {
    document.body.innerHTML = '<textarea></textarea>';
    const textarea = document.querySelector('textarea')!;
    const look = occupied(document);
    textarea.focus();
    expect(look()).toBe(true);
    textarea.blur();
    expect(look()).toBe(false);
  });

  it('tells the store of each input and each move of the focus, and stops when undone', () => {
    const calls: string[] = [];
    const store = {
      watch: () => () => calls.push('unwatch'),
      noteInput: () => calls.push('input'),
      look: () => calls.push('look'),
    } as unknown as TimeBonusStore;
    document.body.innerHTML = '<input>';
    const undo = watchActivity(store);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    document.dispatchEvent(new Event('scroll'));
    document.querySelector('input')!.focus();
    undo();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    expect(calls).toEqual(['input', 'input', 'look', 'unwatch']);
  });
});
