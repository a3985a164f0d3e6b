/**
 * The asterisk after a mandatory field's label. It is hidden from assistive technology because the
 * control itself carries aria-required, which screen readers announce as "required"; announcing
 * "star" as well would be noise, and it keeps the accessible name equal to the label text.
 */
export function RequiredMarker() {
  return (
    <span className="pt-required" aria-hidden="true">
      *
    </span>
  );
}
