/**
 * False for a component's first render, true once that render has been painted: what is not needed for the
 * first screen can wait for it. The switch is a transition, so input stays ahead of the extra work.
 */
import { startTransition, useEffect, useState } from 'react';

export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from the next animation frame runs after that frame's paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
