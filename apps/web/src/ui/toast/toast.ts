import { createToastStore, type ToastInput } from './toast-store';

export const TOAST_ROOT_ID = 'toast-root';

/** The app's one toast queue; the Toaster renders it into #toast-root. */
export const toastStore = createToastStore();

/** Shows a toast; without the toast root in the page nothing is shown and null is returned. */
export function toast(input: ToastInput): number | null {
  if (!document.getElementById(TOAST_ROOT_ID)) return null;
  return toastStore.show(input);
}
