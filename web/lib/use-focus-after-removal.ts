import { useEffect, useState } from 'react';

/**
 * Where focus goes once the control the user was on is removed (a row of a list ended or
 * deleted): call the setter with an element id. It runs after the render that removed the
 * control (and after a closing dialog gave focus back to it, in vain), and only when focus is
 * lost: it never takes focus from where the user went since.
 */
export function useFocusAfterRemoval(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected)
        document.getElementById(target)?.focus();
      setTarget(null);
    }, 0);
    return () => clearTimeout(timer);
  }, [target]);
  return setTarget;
}
