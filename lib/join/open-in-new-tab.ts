/**
 * Opens a URL in a new tab without giving it a handle on this page. Returns false when the browser
 * blocked the tab. (window.open with "noopener" always returns null, so the opener is cut by hand.)
 * Throws what window.open throws (some sandboxed frames refuse it outright).
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open(url, "_blank");
  if (!tab) return false;
  try {
    tab.opener = null;
  } catch {
    // A cross-origin tab may refuse the write; it has no opener access to keep then.
  }
  return true;
}
