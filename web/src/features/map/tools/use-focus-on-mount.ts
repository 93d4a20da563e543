import { useEffect, useRef } from 'react';

/**
 * A panel that replaces the control that opened it takes focus on its heading (tabIndex -1), so keyboard and
 * screen reader users land in it rather than at the top of the page. Focus moves on mount and whenever
 * `trigger` changes to another value that is not false or 0.
 */
export function useFocusOnMount<T extends HTMLElement>(trigger: unknown = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (trigger !== false && trigger !== 0) ref.current?.focus();
  }, [trigger]);
  return ref;
}
