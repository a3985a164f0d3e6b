/**
 * What the applicant does on a screen the server drew before the scripts have taken it over
 * (hydration): on a slow phone that is seconds, and they may well type and press in it.
 *  - What they type is noted; once React has taken a field over, the typing is handed to it as if it
 *    had just happened, so the form's state (Formik's, a component's) holds it too.
 *  - A press of a button or a box is held, and made again once React has taken that control over,
 *    in the order pressed: it does what the applicant meant instead of nothing.
 *  - A form is never sent the browser's own way (a GET with every field, a PIN too, in the address
 *    that servers and proxies log): the portal's forms send themselves once their scripts run.
 *
 * React marks each element it has taken over with its fiber (`__reactFiber$…`) and watches a
 * field's value through a property it defines on the element: internals of React's, unchanged since
 * React 17. e2e/tests/server-drawing.spec.ts fails if they change.
 */
const CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], summary';
/** Held longer than this (the page's scripts failed to load), a press or typing is let go. */
const HOLD_MS = 30_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const takenOver = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
const onDrawnScreen = (element: Element) => document.getElementById('root')?.contains(element) ?? false;

/** What was typed into each field, kept apart from the field: React may redraw it empty before it is handed over. */
const typedInto = new Map<Field, { value: string; at: number }>();
const presses: Array<{ control: HTMLElement; at: number }> = [];
let watching = false;

/** Tells React the field holds `typed`: its recorded value is made different, so the value put in is news. */
function handOverTyping(field: Field, typed: string): void {
  const setOnElementItself = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (field instanceof HTMLSelectElement) {
    setOnElementItself?.call(field, typed);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // Through React's own property: it records ''; then the element's plain setter puts the typing in.
  field.value = '';
  setOnElementItself?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function handOver(): void {
  const now = performance.now();
  let handedOverTyping = false;
  for (const [field, { value, at }] of typedInto) {
    if (field.isConnected && !takenOver(field) && now - at < HOLD_MS) continue;
    typedInto.delete(field);
    if (field.isConnected && takenOver(field)) {
      handOverTyping(field, value);
      handedOverTyping = true;
    }
  }
  // React applies what the typing changed after this task: a held "Submit" is pressed in a later one.
  while (!handedOverTyping && presses.length) {
    const { control, at } = presses[0]!;
    if (control.isConnected && (!takenOver(control) || typedInto.size > 0) && now - at < HOLD_MS) break;
    presses.shift();
    if (control.isConnected && takenOver(control)) control.click();
  }
  watching = typedInto.size > 0 || presses.length > 0;
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
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file')) return;
    if (takenOver(field) || !onDrawnScreen(field)) return;
    typedInto.set(field, { value: field.value, at: performance.now() });
    watch();
  };
  document.addEventListener('input', noteTyping, true);
  document.addEventListener('change', noteTyping, true);

  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
      // Held too while typing waits to be handed over: "Sign in" must send what was typed.
      if (!control || (takenOver(control) && typedInto.size === 0) || !onDrawnScreen(control)) return;
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
