/**
 * Whether the element has come near the viewport (once it has, it stays so): charts out of
 * view are drawn only when they come into view, their data asked for meanwhile.
 */
import { useEffect, useRef, useState } from 'react';

export function useInView<T extends HTMLElement>(rootMargin = '400px 0px') {
  const ref = useRef<T>(null);
  // without IntersectionObserver everything counts as in view
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || inView) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [inView, rootMargin]);
  return { ref, inView };
}
