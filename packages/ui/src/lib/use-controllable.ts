import { useState } from 'react';

/**
 * A value that the parent may control (`value` + `onChange`) or leave to the component (`defaultValue`).
 * Returns the value in force and a setter that updates the inner state and tells the parent.
 */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const current = value === undefined ? inner : value;
  function set(next: T) {
    setInner(next);
    onChange?.(next);
  }
  return [current, set];
}
