/** Spec 1 §4 and §9: the sidebar remembers expanded/collapsed in this cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_SHORTCUT_KEY = 'b';
/** Spec 1 §9: below this width the sidebar is an off-canvas panel. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Expanded unless the cookie says `false`. */
export function readSidebarCookie(cookie: string = document.cookie): boolean {
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${String(open)}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * Ctrl+B, or Cmd+B on a Mac. On a keyboard that writes another script (Arabic: the B key gives
 * "لا"), the key where B stands does it too; on a Latin layout that puts another letter there
 * (Dvorak's X), that letter keeps its own meaning.
 */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'> &
    Partial<Pick<KeyboardEvent, 'code'>>,
): boolean {
  const key = event.key.toLowerCase();
  const isB = key === SIDEBAR_SHORTCUT_KEY || (event.code === 'KeyB' && !/^[a-z]$/.test(key));
  return isB && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
