/** The event the page's <Toaster /> listens for; kept apart so that callers do not import sonner. */
export const NOTIFY_EVENT = "site:notify";

/** Shows a short toast through the page's <Toaster /> (which loads sonner on the first one). */
export function notify(message: string) {
  window.dispatchEvent(new CustomEvent<string>(NOTIFY_EVENT, { detail: message }));
}
