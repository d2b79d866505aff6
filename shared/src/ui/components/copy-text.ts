/**
 * Copies text: the clipboard, else `element`'s contents selected and copied the old way (a page
 * served over plain http has no clipboard API). Whether it was copied; where it was not, the text
 * is left selected so the person can copy it themselves.
 */
export async function copyText(text: string, element: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, not focused): try the selection below
  }
  if (!element) return false;
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  }
}
