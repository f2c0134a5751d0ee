import { useEffect, useRef, useState } from 'react';

/**
 * A ref for an element and whether it has come within `margin` of the viewport (true from then
 * on): for work below the fold that a visitor only needs once they scroll towards it, such as
 * a product page's similar listings, a request that most visits never need
 * (docs/large-catalogues.md, "The product page's similar listings"). Where IntersectionObserver is
 * missing it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '50%') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
