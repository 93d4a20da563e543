import { useEffect, useState } from 'react';

/** Calls `then` once the next frame has painted; answers how to call it off. */
export function afterNextFrame(then: () => void): () => void {
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
 * False until the document has loaded and a frame has painted since: for work no one waits for (analytics),
 * which then neither delays the page's largest paint nor shares the connection with what it needs.
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const settle = () => afterNextFrame(() => setLoaded(true));
    if (document.readyState === 'complete') return settle();
    let cancel: (() => void) | undefined;
    const onLoad = (): void => {
      cancel = settle();
    };
    window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancel?.();
    };
  }, []);
  return loaded;
}
