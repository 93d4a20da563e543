import { useEffect, useState } from 'react';

/**
 * False until the page has painted once: what is started after that (a large chunk's download) neither
 * holds the first paint back nor shares the connection with what it needs.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
