import { useEffect, useState } from 'react';

/** How long the page stays without a touch, a key, a scroll or the mouse moving before a popup may open. */
export const QUIET_MS = 3000;

/** What a person doing something on the page does: each starts the quiet time again. */
const ACTIVITY = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'input',
  'wheel',
  'scroll',
  'focusin',
] as const;

/** A field a person types into (a select or a checkbox holds no typed text). */
const TEXT_FIELD =
  'input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], ' +
  '[type="range"], [type="color"], [type="file"], [type="image"]), textarea, [contenteditable]:not([contenteditable="false"])';

/** A field has the focus, or one holds text (typed and left, as a search half written): the person is not done. */
function fieldInUse(doc: Document): boolean {
  if (doc.activeElement?.matches(TEXT_FIELD)) return true;
  return [...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => field.value !== '' && field.matches(TEXT_FIELD),
  );
}

/**
 * Whether a calm moment has come while `watching`: QUIET_MS without any activity, in a visible tab, with no field in
 * use (checked again each QUIET_MS while one is). Once come it stays (the popup it opens takes keys and clicks of its
 * own) until `watching` ends: watching again waits for a new calm moment.
 */
export function useCalmMoment(watching: boolean): boolean {
  const [calm, setCalm] = useState(false);
  useEffect(() => {
    if (!watching) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, restart, true);
    };
    const check = () => {
      if (document.visibilityState === 'hidden' || fieldInUse(document)) return restart();
      stopListening();
      setCalm(true);
    };
    function restart() {
      clearTimeout(timer);
      timer = setTimeout(check, QUIET_MS);
    }
    for (const type of ACTIVITY) window.addEventListener(type, restart, { capture: true, passive: true });
    restart();
    return () => {
      stopListening();
      setCalm(false);
    };
  }, [watching]);
  return watching && calm;
}
