import { useEffect, useRef, useState } from 'react';

/**
 * What an errand's page says after a save: the message, its setter, and the ref of the status paragraph that
 * takes focus each time a new message is set, so a screen reader reads it and the keyboard starts there.
 */
export function useSavedStatus<Saved>() {
  const [saved, setSaved] = useState<Saved | null>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved !== null) savedRef.current?.focus();
  }, [saved]);
  return { saved, setSaved, savedRef };
}
