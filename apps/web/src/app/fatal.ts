export const ROOT_MISSING_MESSAGE = "Fatal Error: Root element with ID 'root' not found in the DOM.";

/** Puts a plain message on the page when the app cannot start at all. */
export function showFatalError(message: string, doc: Document = document): void {
  console.error(message);
  const box = doc.createElement('p');
  box.setAttribute('role', 'alert');
  box.className = 'fatal-error';
  box.textContent = message;
  doc.body.prepend(box);
}
