/**
 * Which forms on the page hold input the member has typed and not yet sent: a form counts from its first
 * input event until it is submitted, and only while it is still on the page.
 */
const touched = new Set<HTMLFormElement>();

function onInput(event: Event): void {
  const form = (event.target as { form?: unknown } | null)?.form;
  if (form instanceof HTMLFormElement) touched.add(form);
}

function onSubmit(event: Event): void {
  if (event.target instanceof HTMLFormElement) touched.delete(event.target);
}

/** Starts watching; answers how to stop. */
export function watchFormInput(): () => void {
  document.addEventListener('input', onInput, true);
  document.addEventListener('submit', onSubmit, true);
  return () => {
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('submit', onSubmit, true);
    touched.clear();
  };
}

export function hasUnsavedInput(): boolean {
  for (const form of touched) if (!form.isConnected) touched.delete(form);
  return touched.size > 0;
}
