/** jsdom has no modal dialogs; these stand in for the browser's: open and close, and the close event. */
export function standInModalDialogs(): void {
  if ('showModal' in HTMLDialogElement.prototype) return;
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
}
