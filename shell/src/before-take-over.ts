/**
 * What the applicant does on a screen the server drew before the scripts have taken it over
 * (hydration): on a slow phone that is seconds, and they may well type and press in it.
 *  - What they type, tick or choose is noted; once React has taken a field over, the change is handed
 *    to it as if it had just happened, so the form's state (Formik's, a component's) holds it too.
 *  - A press of a button or a box is held, and made again once React has taken that control (and
 *    every part of the screen) over, in the order pressed: it does what the applicant meant instead
 *    of nothing.
 *  - A link to another page of the portal, followed once React has begun taking the screen over, is
 *    held the same way: React answers it in place (the router), and a page changed under a part it
 *    has not taken over yet no longer matches the server's drawing of that part. Before React has
 *    begun, the browser follows the link itself, as it would with no scripts at all.
 *  - A form is never sent the browser's own way (a GET with every field, a PIN too, in the address
 *    that servers and proxies log): the portal's forms send themselves once their scripts run.
 *
 * React marks each element it has taken over with its fiber (`__reactFiber$…`, whose flags say
 * whether it is committed yet) and watches a field's value through a property it defines on the
 * element: internals of React's, unchanged since React 17. e2e/tests/server-drawing.spec.ts fails if
 * they change.
 */
import { REMOTE_ROOT_ATTRIBUTE, SERVER_DRAWN_ATTRIBUTE, TAKEN_OVER_ATTRIBUTE } from '@portal/contracts/first-screen';

/** Held presses: what does nothing without the scripts (a box or a choice ticks itself, and is handed over like typing). */
const CONTROLS = 'button, [role="button"], input[type="submit"], summary';
/**
 * Set on a control while its press is held: the applicant sees the press was taken (shell/src/
 * before-take-over.css) in the moment the scripts take to start, after a first act (after-paint.ts).
 */
const HELD_ATTRIBUTE = 'data-press-held';
/** Held longer than this (the page's scripts failed to load), a press or typing is let go. */
const HOLD_MS = 30_000;

/** Whether React has begun taking the screen over: the shell's root is made (React marks its container). */
const reactHasBegun = () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'));

/**
 * The link a click follows to another page of the portal in this window: what the router answers
 * in place. A link to another site, to a new window or a download, a click with a modifier (a new
 * tab), or a jump within this page (the skip link) is the browser's alone, and never held.
 */
function portalLinkOf(event: MouseEvent, target: Element): HTMLAnchorElement | null {
  const link = target.closest<HTMLAnchorElement>('a[href]');
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin) return null;
  const samePage = link.pathname === window.location.pathname && link.search === window.location.search && link.hash !== '';
  return samePage ? null : link;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The parts of a React fiber this module reads (React's own names). */
interface FiberPart {
  tag: number;
  flags: number;
  return: FiberPart | null;
  alternate: FiberPart | null;
}
/** React's flags for a part still being inserted (Placement) or hydrated (Hydrating), and the root's tag. */
const PLACEMENT_OR_HYDRATING = 0b10 | 0b1000000000000;
const HOST_ROOT = 3;

/**
 * The element's part has been committed: the test React's own event system makes before it delivers
 * an event (getNearestMountedFiber). An element gets its fiber while React is still hydrating it, in
 * slices, and a section's form hydrates after the remote's root has committed: a change handed to it
 * then would reach a part not yet mounted, and React would draw the server's value over it at commit.
 */
function committedByReact(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  if (!key) return false;
  const fiber = (element as unknown as Record<string, FiberPart>)[key]!;
  let node = fiber;
  // A part with no alternate has never been committed, or was just: nothing on its way up may still
  // be being inserted or hydrated.
  if (!fiber.alternate) {
    for (let part: FiberPart | null = fiber; part && !part.alternate; part = part.return) {
      if ((part.flags & PLACEMENT_OR_HYDRATING) !== 0) return false;
      node = part;
    }
  }
  while (node.return) node = node.return;
  return node.tag === HOST_ROOT;
}

/**
 * React has the element: its root has committed (the mark our own root components set as they first
 * commit) and the element's own part has too. Before then, React would run an event on a part not yet
 * mounted, and lose what it changed.
 */
const takenOver = (element: Element) =>
  (element.closest(`[${REMOTE_ROOT_ATTRIBUTE}]`) ?? document.getElementById('root'))?.hasAttribute(TAKEN_OVER_ATTRIBUTE) === true && committedByReact(element);
/**
 * The first element the server drew inside a Suspense boundary (between React's `<!--$-->` and
 * `<!--/$-->` marks), or null when it holds none.
 */
function firstElementOfBoundary(mark: Node): Element | null {
  for (let node = mark.nextSibling; node; node = node.nextSibling) {
    if (node instanceof Element) return node;
    if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === '/$') return null;
  }
  return null;
}

/** Set once every part the server drew is React's: clicks after that are not looked into again. */
let screenTakenOver = false;

/**
 * React has taken over every part of the drawn screen: each remote's part hydrates in a root of its
 * own after the shell's, and the parts inside a Suspense boundary (a lazy page, say) after the rest.
 * A press made before then would change what such a part shows (the language, for one): React
 * answers an urgent change to a part it has not taken over by throwing the server's drawing away and
 * drawing the part again, which the applicant sees flicker, losing their place in it. (A remote that
 * could not load is hidden behind its error panel: nothing to wait for.)
 */
function wholeScreenTakenOver(): boolean {
  if (screenTakenOver) return true;
  const root = document.getElementById('root');
  if (root) {
    if (root.querySelector(`[${REMOTE_ROOT_ATTRIBUTE}][${SERVER_DRAWN_ATTRIBUTE}]:not([hidden]):not([${TAKEN_OVER_ATTRIBUTE}])`)) return false;
    const marks = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    for (let mark = marks.nextNode(); mark; mark = marks.nextNode()) {
      if (!mark.nodeValue?.startsWith('$')) continue;
      const first = firstElementOfBoundary(mark);
      if (first && !committedByReact(first)) return false;
    }
  }
  // Taken over once, for good: what the browser draws later (another page, a remote it loads) is React's from the start.
  screenTakenOver = true;
  return true;
}

const onDrawnScreen = (element: Element) => document.getElementById('root')?.contains(element) ?? false;

/** Where the caret (or the selection) was in a text field: start, end, direction. */
type Caret = [number, number, 'forward' | 'backward' | 'none'];
/** What the applicant changed in a field: its text (and where they were in it), or whether a box or a choice is ticked. */
type Change = { text: string; caret: Caret | null } | { checked: boolean };

/** Each field's change, kept apart from the field: React may redraw it empty before it is handed over. */
const changed = new Map<Field, Change & { at: number }>();
const presses: Array<{ control: HTMLElement; at: number }> = [];
let watching = false;

const isTickable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The caret of a field that has one (a select, an e-mail or a number field has none to read). */
function caretOf(field: Field): Caret | null {
  if (field instanceof HTMLSelectElement || field.selectionStart === null || field.selectionEnd === null) return null;
  return [field.selectionStart, field.selectionEnd, field.selectionDirection ?? 'none'];
}

/** Puts the text back in the field (past React's record of it) and the caret where the applicant left it. */
function restoreText(field: Field, text: string, caret: Caret | null): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, text);
  if (caret && document.activeElement === field && !(field instanceof HTMLSelectElement)) field.setSelectionRange(...caret);
}

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
  if (field instanceof HTMLSelectElement) {
    restoreText(field, change.text, null);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = '';
  restoreText(field, change.text, change.caret);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Taking a text area over, React puts the server's text back in it (its hydration of a <textarea>
 * sets the value to the drawn text; an <input> it leaves alone), and the caret goes to the end. The
 * applicant typing fast does not wait for the hand-over: before their next key changes the field,
 * what they had typed, and where, is put back, so the key lands where they meant it.
 */
function restoreBeforeNextKey(event: Event): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const change = changeNotedFor(field);
  if (!change || !('text' in change) || field.value === change.text) return;
  restoreText(field, change.text, change.caret);
}

/**
 * The field now on the screen in place of one React threw away (it draws a part again when the
 * server's drawing does not match its own): the same id, or else the only field of the same name.
 */
function successorOf(field: Field): Field | null {
  const byId = field.id ? document.getElementById(field.id) : null;
  const candidates = byId ? [byId] : field.name ? Array.from(document.getElementsByName(field.name)) : [];
  const [successor, ...others] = candidates.filter((element): element is Field => element.tagName === field.tagName && element !== field);
  return successor && others.length === 0 ? successor : null;
}

/**
 * The change noted for the field, or for the field it replaced (which the change then moves to, so
 * the applicant's next key in the new field is noted on top of it).
 */
function changeNotedFor(field: Field): (Change & { at: number }) | undefined {
  const own = changed.get(field);
  if (own) return own;
  for (const [noted, change] of changed) {
    if (noted.isConnected || successorOf(noted) !== field) continue;
    changed.delete(noted);
    changed.set(field, change);
    return change;
  }
  return undefined;
}

function handOver(): void {
  const now = performance.now();
  let handedOver = false;
  for (const [noted, { at, ...change }] of changed) {
    const field = noted.isConnected ? noted : successorOf(noted);
    if (field && !takenOver(field) && now - at < HOLD_MS) continue;
    changed.delete(noted);
    if (field && takenOver(field)) {
      handOverChange(field, change);
      handedOver = true;
    }
  }
  // React applies the changes after this task: a held "Submit" is pressed in a later one.
  while (!handedOver && presses.length) {
    const { control, at } = presses[0]!;
    if (control.isConnected && (!takenOver(control) || changed.size > 0 || !wholeScreenTakenOver()) && now - at < HOLD_MS) break;
    presses.shift();
    control.removeAttribute(HELD_ATTRIBUTE);
    if (control.isConnected && takenOver(control)) control.click();
    // React never took the link over (its scripts failed): the browser follows it, as it would have.
    else if (control.isConnected && control instanceof HTMLAnchorElement) window.location.assign(control.href);
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
    changed.set(field, { ...(isTickable(field) ? { checked: field.checked } : { text: field.value, caret: caretOf(field) }), at: performance.now() });
    watch();
  };
  document.addEventListener('beforeinput', restoreBeforeNextKey, true);
  document.addEventListener('input', noteTyping, true);
  document.addEventListener('change', noteTyping, true);

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target && reactHasBegun() ? portalLinkOf(event, target) : null;
      const control = link ?? target?.closest<HTMLElement>(CONTROLS) ?? null;
      // Held too while changes wait to be handed over ("Sign in" must send what was typed), and while
      // a part of the screen is still the server's.
      if (!control || !onDrawnScreen(control) || (takenOver(control) && changed.size === 0 && wholeScreenTakenOver())) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (presses.some((press) => press.control === control)) return;
      presses.push({ control, at: performance.now() });
      control.setAttribute(HELD_ATTRIBUTE, '');
      watch();
    },
    true,
  );

  window.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) event.preventDefault();
  });
}
