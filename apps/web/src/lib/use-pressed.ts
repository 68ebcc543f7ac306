import { useCallback, useEffect, useRef, useState } from 'react';

const ENDS = ['pointerup', 'pointercancel'] as const;

/**
 * Whether a press that began on an element is still down: a stand-in that gives way to the real
 * component (lazy-module.tsx) waits for it, since an element replaced between pointerdown and
 * pointerup never gets its click. The press ends a task after pointerup (or pointercancel), once
 * the click that follows pointerup in the same task has reached the element.
 */
export function usePressed(): { pressed: boolean; onPointerDown: () => void } {
  const [pressed, setPressed] = useState(false);
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);
  const onPointerDown = useCallback(() => {
    if (cleanup.current) return;
    setPressed(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = () => {
      for (const type of ENDS) window.removeEventListener(type, end, true);
      timer = setTimeout(() => {
        cleanup.current = null;
        setPressed(false);
      });
    };
    for (const type of ENDS) window.addEventListener(type, end, true);
    cleanup.current = () => {
      for (const type of ENDS) window.removeEventListener(type, end, true);
      clearTimeout(timer);
    };
  }, []);
  return { pressed, onPointerDown };
}
