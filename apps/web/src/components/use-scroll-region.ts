import { useLayoutEffect, useRef, useState } from 'react';

/** Whether an element's content runs past its box, across or down (a pixel of rounding aside). */
const overflows = (el: HTMLElement) =>
  el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;

/**
 * A box that scrolls its content (a wide table, a long list) is a stop of the keyboard, named, while
 * it scrolls: a keyboard user then moves through it with the arrow keys, and a screen reader says
 * what it holds (WCAG 2.1.1, axe `scrollable-region-focusable`). While everything fits, it is no
 * stop at all. Spread `props` on the box that has `ref`.
 */
export function useScrollRegion<T extends HTMLElement>(label: string | undefined) {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrolls(overflows(el));
    measure();
    // The box and what it holds both change size: the window, a column shown, rows loaded.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  const props = scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return { ref, props };
}
