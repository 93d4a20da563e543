import { useEffect, useState } from 'react';
import { afterNextFrame } from './use-after-first-paint';

/** For an element that never paints (hidden, say): go on after this long. */
const PAINT_WAIT_LIMIT_MS = 1_000;

type ElementTiming = PerformanceEntry & { identifier?: string };

/**
 * False until the element marked `elementtiming={name}` is on screen. Chromium may show a page's parts in
 * successive frames (the header first), so a download started after the first frame (useAfterFirstPaint)
 * can still compete with the page's own content. The browser's Element Timing entry says when that
 * element was shown.
 */
export function useAfterPaintOf(name: string): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    // Safari and Firefox have no Element Timing: the next frame is the best they can say.
    if (!PerformanceObserver.supportedEntryTypes.includes('element')) return afterNextFrame(done);
    const limit = setTimeout(done, PAINT_WAIT_LIMIT_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry: ElementTiming) => entry.identifier === name)) done();
    });
    observer.observe({ type: 'element', buffered: true });
    return () => {
      observer.disconnect();
      clearTimeout(limit);
    };
  }, [name]);
  return painted;
}
