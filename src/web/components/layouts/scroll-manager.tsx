import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SECTION_SCROLL_DELAY_MS, scrollToSection } from '../../lib/navigation.ts';

/** Every navigation starts at the top; a #hash scrolls to its section once it has rendered. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (key)
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      if (scrollToSection(id) || ++tries > 30) window.clearInterval(timer);
    }, SECTION_SCROLL_DELAY_MS);
    return () => window.clearInterval(timer);
  }, [pathname, hash, key]);
  return null;
}
