import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A ref for an element and whether it has come within `margin` of the viewport (true from then
 * on): for work below the fold that a visitor only needs once they scroll towards it, such as
 * a product page's similar listings, a request that most visits never need
 * (docs/large-catalogues.md, "The product page's similar listings"), or a vessel's booking
 * code (docs/charter.md, "The vessel page's booking on approach"). The third element makes it
 * true at once (a visitor's tap or focus on the element's placeholder).
 *
 * False on the server and in the first render everywhere, so the page HTML and the hydration
 * agree; where IntersectionObserver is missing it turns true right after the first render.
 */
export function useNearViewport<T extends Element>(margin = '50%') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const bringNear = useCallback(() => setNear(true), []);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
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
  return [ref, near, bringNear] as const;
}
