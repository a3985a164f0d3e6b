/**
 * Stripe's request bodies: application/x-www-form-urlencoded with bracketed keys, as the `stripe`
 * client writes them (line_items[0][price_data][unit_amount]=3500, metadata[paymentId]=…). Numeric
 * segments make arrays; everything else makes objects. Values stay strings, as Stripe receives them.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** A body that cannot be read as Stripe parameters; the message is Stripe-like. */
export class FormBodyError extends Error {}

/** Keys that would reach Object.prototype if they ever met a plain object. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);
/** Stripe lists are short (line items: at most 100); a larger index is a mistake or an attack. */
const MAX_INDEX = 999;

function segmentsOf(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new FormBodyError(`Invalid parameter name: ${key}`);
  const rest = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!);
  const segments = [match[1]!, ...rest];
  if (segments.some((segment) => segment === '' || FORBIDDEN_SEGMENTS.has(segment))) throw new FormBodyError(`Invalid parameter name: ${key}`);
  return segments;
}

const isIndex = (segment: string) => /^\d+$/.test(segment) && Number(segment) <= MAX_INDEX;

export function parseFormBody(raw: string): FormObject {
  const root: FormObject = Object.create(null) as FormObject;
  for (const [key, value] of new URLSearchParams(raw)) {
    const segments = segmentsOf(key);
    let node: FormObject | FormValue[] = root;
    for (const [position, segment] of segments.entries()) {
      if (Array.isArray(node) && !isIndex(segment)) throw new FormBodyError(`Invalid array index in ${key}`);
      const slot = node as Record<string, FormValue | undefined>;
      if (position === segments.length - 1) {
        if (slot[segment] !== undefined) throw new FormBodyError(`Received the parameter ${key} twice`);
        slot[segment] = value;
        break;
      }
      const child: FormValue = slot[segment] ?? (isIndex(segments[position + 1]!) ? [] : (Object.create(null) as FormObject));
      if (typeof child === 'string') throw new FormBodyError(`Received both ${segments.slice(0, position + 1).join('.')} and its parts`);
      slot[segment] = child;
      node = child;
    }
  }
  return root;
}
