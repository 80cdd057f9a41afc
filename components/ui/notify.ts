/** The event the page's <Toaster /> listens for; kept apart so that callers do not import sonner. */
export const NOTIFY_EVENT = "site:notify";

/**
 * Shows a short toast through the page's <Toaster /> (which loads sonner on the first one). The
 * message is the toast's id, so asking again while it is shown keeps one toast instead of stacking.
 */
export function notify(message: string) {
  window.dispatchEvent(new CustomEvent<string>(NOTIFY_EVENT, { detail: message }));
}
