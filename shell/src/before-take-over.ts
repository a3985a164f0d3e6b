/**
 * What the applicant does on a screen the server drew before the scripts have taken it over
 * (hydration): on a slow phone that is seconds, and they may well type and press in it.
 *  - What they type, tick or choose is noted; once React has taken a field over, the change is handed
 *    to it as if it had just happened, so the form's state (Formik's, a component's) holds it too.
 *  - A press of a button or a box is held, and made again once React has taken that control over,
 *    in the order pressed: it does what the applicant meant instead of nothing.
 *  - A form is never sent the browser's own way (a GET with every field, a PIN too, in the address
 *    that servers and proxies log): the portal's forms send themselves once their scripts run.
 *
 * React marks each element it has taken over with its fiber (`__reactFiber$…`) and watches a
 * field's value through a property it defines on the element: internals of React's, unchanged since
 * React 17. e2e/tests/server-drawing.spec.ts fails if they change.
 */
import { REMOTE_ROOT_ATTRIBUTE, TAKEN_OVER_ATTRIBUTE } from '@portal/contracts/first-screen';

/** Held presses: what does nothing without the scripts (a box or a choice ticks itself, and is handed over like typing). */
const CONTROLS = 'button, [role="button"], input[type="submit"], summary';
/** Held longer than this (the page's scripts failed to load), a press or typing is let go. */
const HOLD_MS = 30_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * React has the element: its root has committed (the mark our own root components set as they first
 * commit) and the element is React's (its fiber). Before its root commits, React would run an event
 * on a part not yet mounted, and lose what it changed.
 */
const takenOver = (element: Element) =>
  (element.closest(`[${REMOTE_ROOT_ATTRIBUTE}]`) ?? document.getElementById('root'))?.hasAttribute(TAKEN_OVER_ATTRIBUTE) === true &&
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
const onDrawnScreen = (element: Element) => document.getElementById('root')?.contains(element) ?? false;

/** What the applicant changed in a field: its text, or whether a box or a choice is ticked. */
type Change = { text: string } | { checked: boolean };

/** Each field's change, kept apart from the field: React may redraw it empty before it is handed over. */
const changed = new Map<Field, Change & { at: number }>();
const presses: Array<{ control: HTMLElement; at: number }> = [];
let watching = false;

const isTickable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Tells React the field changed to `change`. React notices a change when a field's value differs
 * from the one it recorded (through a property it defines on the element): the recorded value is
 * made the opposite, then the change is made the element's own way, with the event React listens for.
 */
function handOverChange(field: Field, change: Change): void {
  if ('checked' in change) {
    const box = field as HTMLInputElement;
    box.checked = !change.checked;
    // A click ticks (or unticks) it, as the applicant's did, and is what React listens to for boxes.
    box.click();
    return;
  }
  const setOnElementItself = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (field instanceof HTMLSelectElement) {
    setOnElementItself?.call(field, change.text);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = '';
  setOnElementItself?.call(field, change.text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function handOver(): void {
  const now = performance.now();
  let handedOver = false;
  for (const [field, { at, ...change }] of changed) {
    if (field.isConnected && !takenOver(field) && now - at < HOLD_MS) continue;
    changed.delete(field);
    if (field.isConnected && takenOver(field)) {
      handOverChange(field, change);
      handedOver = true;
    }
  }
  // React applies the changes after this task: a held "Submit" is pressed in a later one.
  while (!handedOver && presses.length) {
    const { control, at } = presses[0]!;
    if (control.isConnected && (!takenOver(control) || changed.size > 0) && now - at < HOLD_MS) break;
    presses.shift();
    if (control.isConnected && takenOver(control)) control.click();
  }
  watching = changed.size > 0 || presses.length > 0;
  if (watching) requestAnimationFrame(handOver);
}

function watch(): void {
  if (watching) return;
  watching = true;
  requestAnimationFrame(handOver);
}

/** Starts holding what happens on the drawn screen until React takes it over. */
export function holdUntilTakenOver(): void {
  const noteTyping = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    if (field instanceof HTMLInputElement && field.type === 'file') return;
    if (!onDrawnScreen(field)) return;
    if (takenOver(field)) {
      // Typing (or a tick) in a field React already has: React takes it itself, with all that is in
      // the field. (A text field's "change" on leaving it is no news to React: the typing stays to hand over.)
      if (event.type === 'input' || isTickable(field) || field instanceof HTMLSelectElement) changed.delete(field);
      return;
    }
    // A choice ticked unticks the others of its group: only the ticked one is handed over.
    if (isTickable(field) && field.type === 'radio') for (const other of changed.keys()) if (isTickable(other) && other.name === field.name) changed.delete(other);
    changed.set(field, { ...(isTickable(field) ? { checked: field.checked } : { text: field.value }), at: performance.now() });
    watch();
  };
  document.addEventListener('input', noteTyping, true);
  document.addEventListener('change', noteTyping, true);

  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
      // Held too while changes wait to be handed over: "Sign in" must send what was typed.
      if (!control || (takenOver(control) && changed.size === 0) || !onDrawnScreen(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (presses.some((press) => press.control === control)) return;
      presses.push({ control, at: performance.now() });
      watch();
    },
    true,
  );

  window.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) event.preventDefault();
  });
}
