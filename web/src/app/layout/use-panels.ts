import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

export type PanelName = 'menu' | 'profile' | 'notifications' | 'cart';

export const triggerId = (panel: PanelName): string => `header-trigger-${panel}`;
export const panelId = (panel: PanelName): string => `header-panel-${panel}`;

/**
 * Which header panel is open. Only one at a time; every route change closes it (it is remembered
 * together with the path it was opened on). Escape, a click outside the header and focus moving out of
 * the header close it too, so the open panel never hides the element that has focus (WCAG 2.4.11).
 */
export function usePanels(headerRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const [state, setState] = useState<{ panel: PanelName; pathname: string } | null>(null);
  const open = state !== null && state.pathname === pathname ? state.panel : null;

  const close = useCallback(() => setState(null), []);
  const toggle = useCallback(
    (panel: PanelName) =>
      setState((current) =>
        current?.panel === panel && current.pathname === pathname ? null : { panel, pathname },
      ),
    [pathname],
  );

  useEffect(() => {
    if (open === null) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setState(null);
      document.getElementById(triggerId(open))?.focus();
    };
    const onOutside = (event: Event): void => {
      if (!headerRef.current?.contains(event.target as Node)) setState(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, headerRef]);

  return { open, toggle, close };
}
