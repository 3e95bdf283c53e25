/**
 * Keeps keyboard focus where the person was when the element holding it goes away: a dialog
 * whose opener was re-rendered, a table row removed after Approve or Delete, a button disabled
 * while it works. Without this the browser drops focus to <body> and the next Tab starts at the
 * top of the page.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Where focus was: the element, and enough about it to find its stand-in if it is replaced. */
export interface FocusMark {
  element: HTMLElement;
  signature: string;
  /** Its place among the elements with the same signature (the same button of another row). */
  sameIndex: number;
  /** Its place among everything focusable (the neighbour to take when no stand-in exists). */
  position: number;
}

function signatureOf(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 80) ?? '';
  return `${element.tagName}|${element.getAttribute('name') ?? ''}|${label}`;
}

function focusables(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert], [aria-hidden="true"]') && element.getClientRects().length > 0,
  );
}

function canFocus(element: HTMLElement): boolean {
  return element.isConnected && element.matches(FOCUSABLE) && element.getClientRects().length > 0;
}

export function markFocus(element: Element | null): FocusMark | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const list = focusables();
  const signature = signatureOf(element);
  const same = list.filter((candidate) => signatureOf(candidate) === signature);
  return {
    element,
    signature,
    sameIndex: Math.max(0, same.indexOf(element)),
    position: Math.max(0, list.indexOf(element)),
  };
}

/**
 * Focuses the marked element, or its stand-in (the same control where it was re-rendered, or the
 * next row's), or the neighbour at its place, or the page's main content.
 */
export function restoreFocus(mark: FocusMark | null): void {
  if (mark && canFocus(mark.element)) {
    mark.element.focus();
    return;
  }
  const list = focusables();
  const same = mark ? list.filter((candidate) => signatureOf(candidate) === mark.signature) : [];
  const target =
    (mark && same[Math.min(mark.sameIndex, same.length - 1)]) ??
    (mark && list[Math.min(mark.position, list.length - 1)]) ??
    document.getElementById('main-content');
  target?.focus();
}

/**
 * Watches the page once (from the root): when the focused element is removed or disabled outside
 * a dialog (dialogs hand focus back themselves), focus moves to its stand-in.
 */
export function keepFocusOnThePage(): () => void {
  let last: FocusMark | null = null;
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as Element | null;
    last = target?.closest('[role="dialog"], [role="alertdialog"]') ? null : markFocus(target);
  };
  const observer = new MutationObserver(() => {
    if (!last || (document.activeElement && document.activeElement !== document.body)) return;
    if (canFocus(last.element)) return;
    const mark = last;
    last = null;
    restoreFocus(mark);
  });
  document.addEventListener('focusin', onFocusIn);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
