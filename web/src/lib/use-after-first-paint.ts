import { useEffect, useState } from 'react';

/** Without Element Timing (Safari, Firefox), or for an element that never paints: go on after this long. */
const PAINT_WAIT_LIMIT_MS = 1_000;

/** Calls `then` once the next frame has painted; returns how to call it off. */
function afterNextFrame(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the page has painted once: what is started after that (a large chunk's download) neither
 * holds the first paint back nor shares the connection with what it needs.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextFrame(() => setPainted(true)), []);
  return painted;
}

/**
 * False until the element marked `elementtiming={name}` is on screen. Chromium may show a page's parts in
 * successive frames (the header first); a download started after the first frame then still competes with
 * the page's own content. The browser's Element Timing entry says when that element was shown.
 */
export function useAfterPaintOf(name: string): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    if (!PerformanceObserver.supportedEntryTypes.includes('element')) return afterNextFrame(done);
    const observer = new PerformanceObserver((list) => {
      if (
        list
          .getEntries()
          .some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === name)
      )
        done();
    });
    observer.observe({ type: 'element', buffered: true });
    const limit = setTimeout(done, PAINT_WAIT_LIMIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(limit);
    };
  }, [name]);
  return painted;
}
