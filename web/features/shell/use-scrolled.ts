import { useEffect, useState } from 'react';

/** True once the page is scrolled past `threshold` pixels (the header's 150 px of the spec). */
export function useScrolled(threshold = 150): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
