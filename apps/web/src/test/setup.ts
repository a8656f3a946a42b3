import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { currentLanguage } from '@/lib/i18n';
import { setLanguage } from '@/lib/language';
import { clearAlerts } from '@/lib/alert';
import { clearToasts } from '@/lib/toast';
import { forgetRefusals } from '@/lib/token-refusals';

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  // A session a test ended would keep the next test's requests from going.
  forgetRefusals();
  // Toasts and alerts live in modules the next file shares: start each test without them.
  clearToasts();
  clearAlerts();
  document.documentElement.className = '';
  // A test that switched language leaves the next one in English, as a new page would be.
  if (currentLanguage() !== 'en') await setLanguage('en', { remember: false });
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

// jsdom lacks these browser APIs that Radix and the theme provider use.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

const elementStubs = {
  scrollIntoView: () => undefined,
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
};
for (const [name, stub] of Object.entries(elementStubs)) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value: stub, configurable: true });
}
