import { type LandingSection, pagePath } from '#domain/routes.ts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const SECTION_SCROLL_DELAY_MS = 100;

export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}

/** Scrolls to a landing section, navigating to the landing page first when elsewhere, after a 100 ms delay. */
export function useGoToSection() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (section: LandingSection) => {
      if (location.pathname !== pagePath('landing')) {
        navigate(pagePath('landing', section));
        return;
      }
      window.setTimeout(() => scrollToSection(section), SECTION_SCROLL_DELAY_MS);
    },
    [location.pathname, navigate],
  );
}
