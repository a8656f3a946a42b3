import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarCookie, writeSidebarCookie } from './sidebar-state';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('sidebar state', () => {
  it('is expanded unless the cookie says false', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
  });

  it('remembers the state in the sidebar_state cookie for 7 days', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      set: (v: string) => writes.push(v),
      get: () => '',
    });
    try {
      writeSidebarCookie(false);
    } finally {
      if (descriptor) Object.defineProperty(document, 'cookie', descriptor);
    }
    expect(writes[0]).toMatch(/^sidebar_state=false; path=\/; max-age=604800/);
  });

  it('toggles on Ctrl+B or Cmd+B only', () => {
    expect(isSidebarShortcut(key('b', { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('B', { metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('b'))).toBe(false);
    expect(isSidebarShortcut(key('b', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});
