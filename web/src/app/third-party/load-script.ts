/** Adds an external script once; a second call with the same id does nothing. */
export function loadScript(id: string, src: string): void {
  if (document.getElementById(id) !== null) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.append(script);
}
