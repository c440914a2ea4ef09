/**
 * The capture of taps and typing before the page's scripts run (issue 26, decision 0047): inlined in the page's head by
 * +Head.tsx, so it runs before anything paints. See early-input.ts for what it does and how the page takes it over.
 */
import { EARLY_INPUT, HELD_ATTRIBUTE } from './early-input';

/** How long the capture holds taps when the page never hydrates (its scripts failed): then it lets go of them. */
export const GIVE_UP_MS = 30_000;

/** The controls whose tap needs the page's script: buttons, not links (they navigate without one). */
const CONTROLS = 'button, input[type="submit"], input[type="button"], input[type="image"], [role="button"]';

/**
 * The capture, as the browser runs it: plain ES2022 in a string, not a compiled function's source (a build that keeps
 * function names wraps them in a helper the page does not have). No comments in it: it is written on few lines.
 *
 * - A tap (click) on a control inside #root, not inside a link, is held: its default prevented and the page's other
 *   listeners skipped; the control marked aria-busy and HELD_ATTRIBUTE. A second tap on a held control is dropped.
 * - A submit of a form inside #root (Enter in a field, no button) is held the same way, the form marked.
 * - A field she types in (input, change) is noted.
 * - replay(): the capture ends; each noted field is told to React (its value set through the element, where React's
 *   value tracker sees it, then back to hers behind it, and the event React reads as a change); a task later each held
 *   tap is acted on, in order: the mark removed (the server's aria-busy again), the control found again by its place
 *   under #root if React replaced it, then clicked, or its form submitted.
 * - Without replay within GIVE_UP_MS the capture ends and lets go of the controls: none is shown busy forever.
 */
const CAPTURE = `
const held = [], busyBefore = new Map(), typed = new Set();
let over = false;
const inApp = (node) => document.getElementById('root')?.contains(node) === true;
const pathOf = (node) => {
  const path = [];
  for (let at = node; at && at.id !== 'root' && at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
  return path;
};
const atPath = (control, path) => {
  if (control.isConnected) return control;
  let at = document.getElementById('root');
  for (const index of path) at = at?.children[index];
  return at && at.tagName === control.tagName ? at : null;
};
const hold = (event, control, act) => {
  event.preventDefault();
  event.stopImmediatePropagation();
  if (busyBefore.has(control)) return;
  busyBefore.set(control, control.getAttribute('aria-busy'));
  control.setAttribute('aria-busy', 'true');
  control.setAttribute(HELD, '');
  held.push({ control, path: pathOf(control), act });
};
const release = (control) => {
  const before = busyBefore.get(control);
  if (before === null || before === undefined) control.removeAttribute('aria-busy');
  else control.setAttribute('aria-busy', before);
  control.removeAttribute(HELD);
};
const onClick = (event) => {
  const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
  if (!control || !inApp(control) || control.closest('a[href]')) return;
  hold(event, control, (again) => again.click());
};
const onSubmit = (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !inApp(form)) return;
  const submitter = event.submitter;
  hold(event, form, (again) => again.requestSubmit(submitter && submitter.isConnected && submitter.form === again ? submitter : null));
};
const onInput = (event) => {
  const field = event.target;
  if (field instanceof Element && /^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName) && inApp(field)) typed.add(field);
};
const tellReact = (field) => {
  if (field.tagName === 'SELECT' || field.type === 'file') return field.dispatchEvent(new Event('change', { bubbles: true }));
  const checkable = field.type === 'checkbox' || field.type === 'radio';
  const property = checkable ? 'checked' : 'value';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
  if (!setter) return;
  const value = field[property];
  const selection = !checkable && document.activeElement === field ? [field.selectionStart, field.selectionEnd] : null;
  field[property] = checkable ? !value : value === '' ? ' ' : '';
  setter.call(field, value);
  if (selection) field.setSelectionRange(selection[0], selection[1]);
  field.dispatchEvent(new Event(checkable ? 'click' : 'input', { bubbles: true }));
};
const stop = () => {
  over = true;
  clearTimeout(giveUp);
  for (const [type, listener] of LISTENERS) removeEventListener(type, listener, true);
};
const replay = () => {
  if (over) return;
  stop();
  for (const field of typed) if (field.isConnected) tellReact(field);
  setTimeout(() => {
    for (const { control, path, act } of held) {
      release(control);
      const again = atPath(control, path);
      if (again) act(again);
    }
  });
};
const LISTENERS = [['click', onClick], ['submit', onSubmit], ['input', onInput], ['change', onInput]];
const giveUp = setTimeout(() => {
  stop();
  for (const { control } of held) release(control);
}, GIVE_UP_MS);
for (const [type, listener] of LISTENERS) addEventListener(type, listener, true);
window[KEY] = { replay };
`;

/** The inline script of the page's head: the capture in a block of its own, its names given. */
export function earlyInputScript(): string {
  const names = { KEY: EARLY_INPUT, HELD: HELD_ATTRIBUTE, CONTROLS };
  const constants = Object.entries(names).map(([name, value]) => `const ${name} = ${JSON.stringify(value)};`);
  const capture = CAPTURE.trim().replace(/\n\s+/g, '\n');
  return `{${constants.join(' ')} const GIVE_UP_MS = ${GIVE_UP_MS};\n${capture}\n}`.replace(/<\/(script)/gi, '<\\/$1');
}
