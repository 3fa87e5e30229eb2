import { useLayoutEffect, useState, type RefObject } from 'react';

/** The fields a person types into (a box, a radio button or a hidden field holds no typed text). */
const TYPED = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea';

/**
 * A server-drawn form takes keys before the app runs. React keeps what the browser's fields hold as it hydrates them,
 * but it does not tell the form, whose next render would put its own empty values back. This hands the form, once
 * as it hydrates, each field that holds something other than what the server drew (`take(name, value)`), so nothing
 * typed early is lost. A form drawn in the browser holds its own values, and nothing is handed.
 */
export function useTypedEarly(root: RefObject<HTMLElement | null>, take: (name: string, value: string) => void) {
  // The first render's: it runs once, as the form hydrates.
  const [hand] = useState(() => take);
  useLayoutEffect(() => {
    for (const field of root.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED) ?? [])
      if (field.value !== field.defaultValue) hand(field.name, field.value);
  }, [root, hand]);
}
