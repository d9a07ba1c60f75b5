import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** The fixed or sticky element (a bar, a banner) that holds `node`, if any. */
function pinnedAncestor(node: Element): Element | null {
  for (let el: Element | null = node; el && el !== document.body; el = el.parentElement) {
    const { position } = getComputedStyle(el);
    if (position === 'fixed' || position === 'sticky') return el;
  }
  return null;
}

/**
 * How far the floating chat button must rise to stay clear of whatever is pinned to the bottom
 * of the screen where it sits: the cookie banner, a page's sticky bar (the boat page's "Request to
 * book", a form's save bar). It looks at that corner (`inset` px from the bottom and right) on
 * scroll, resize, route changes and page changes, so pages need not tell it about their bars.
 * Full-screen layers (a dialog's overlay) do not count.
 */
export function useBottomClearance(
  own: RefObject<HTMLElement | null>,
  inset: number,
  paused: boolean,
): number {
  const { pathname } = useLocation();
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    if (paused) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const height = window.innerHeight;
      let top = height;
      for (const node of document.elementsFromPoint(window.innerWidth - inset, height - inset)) {
        if (own.current?.contains(node)) continue;
        const pinned = pinnedAncestor(node);
        if (!pinned || own.current?.contains(pinned)) continue;
        const rect = pinned.getBoundingClientRect();
        if (rect.top > height / 3) top = Math.min(top, rect.top);
      }
      setClearance(Math.max(0, Math.round(height - top)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('transitionend', schedule, true);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'hidden', 'inert'],
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', schedule, true);
      observer.disconnect();
    };
  }, [pathname, paused, own, inset]);
  return clearance;
}
