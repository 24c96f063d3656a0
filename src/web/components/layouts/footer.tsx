import { CITY_NAMES, CITY_SLUGS, cityPath } from '#domain/routes.ts';
import { Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { ChevronDownIcon } from '../ui/shell-icons.tsx';
import {
  copyrightNotice,
  FOOTER_ACCOUNT_LINKS,
  FOOTER_CITY_GUIDES_TITLE,
  FOOTER_COLUMNS,
  FOOTER_LEGAL_PANEL,
  SITE_TAGLINE,
} from '../../content/site.ts';
import { useAuth } from '../../lib/auth.tsx';
import { BrandMark } from './brand.tsx';

// The legal panel's text, hidden until opened, loads after the page's first JavaScript; prerendered pages hold it
// (crawlers read it) and hydrate it once its code has come (docs/performance.md, "First JavaScript").
const LegalText = lazyComponent(() => import('./footer-legal.tsx').then((module) => module.FooterLegalText));

const linkClass = 'text-sm text-slate-300 hover:text-white';

/** Sign In for a visitor; Dashboard and Sign Out once signed in (the header's rule). */
function AccountLinks() {
  const { user, signOut } = useAuth();
  if (!user) {
    return (
      <li>
        <FooterLink {...FOOTER_ACCOUNT_LINKS.visitor} />
      </li>
    );
  }
  return (
    <>
      <li>
        <FooterLink {...FOOTER_ACCOUNT_LINKS.signedIn} />
      </li>
      <li>
        <button type="button" className={linkClass} onClick={() => void signOut()}>
          {FOOTER_ACCOUNT_LINKS.signOut}
        </button>
      </li>
    </>
  );
}

function FooterLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('mailto:')) {
    return (
      <a href={href} className={linkClass}>
        {label}
      </a>
    );
  }
  return (
    <Link to={href} className={linkClass}>
      {label}
    </Link>
  );
}

export function Footer() {
  const [legalOpen, setLegalOpen] = useState(false);
  const { hash } = useLocation();
  // A link to #footer-legal opens the panel it points at.
  useEffect(() => {
    if (hash === `#${FOOTER_LEGAL_PANEL.id}`) setLegalOpen(true);
  }, [hash]);
  const panelId = useId();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 md:grid-cols-4">
          <div className="flex flex-col gap-3">
            <span className="flex items-center gap-2 text-lg font-bold text-white">
              <BrandMark /> RentCheck
            </span>
            <p className="text-sm text-slate-400">{SITE_TAGLINE}</p>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h3 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h3>
              <ul className="mt-4 flex flex-col gap-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <FooterLink href={link.href} label={link.label} />
                  </li>
                ))}
                {column.title === 'Product' ? <AccountLinks /> : null}
              </ul>
            </div>
          ))}
        </div>

        <div className="mt-10 border-t border-slate-800 pt-8">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-white">{FOOTER_CITY_GUIDES_TITLE}</h3>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
            {CITY_SLUGS.map((slug) => (
              <li key={slug}>
                <FooterLink href={cityPath(slug)} label={CITY_NAMES[slug]} />
              </li>
            ))}
          </ul>
        </div>

        <section id={FOOTER_LEGAL_PANEL.id} className="mt-10 border-t border-slate-800 pt-6">
          <button
            type="button"
            className="flex w-full items-center justify-between gap-4 rounded-md py-2 text-left text-sm font-semibold text-white"
            aria-expanded={legalOpen}
            aria-controls={panelId}
            onClick={() => setLegalOpen((open) => !open)}
          >
            {FOOTER_LEGAL_PANEL.toggleLabel}
            <ChevronDownIcon className={`h-5 w-5 transition-transform ${legalOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
          </button>
          <div id={panelId} hidden={!legalOpen} className="mt-4 space-y-4">
            <Suspense fallback={null}>
              <LegalText />
            </Suspense>
            <p className="flex gap-4 text-sm">
              <FooterLink href={FOOTER_LEGAL_PANEL.termsLink.href} label={FOOTER_LEGAL_PANEL.termsLink.label} />
              <FooterLink href={FOOTER_LEGAL_PANEL.privacyLink.href} label={FOOTER_LEGAL_PANEL.privacyLink.label} />
            </p>
          </div>
        </section>

        {/* The year comes from the clock: a page prerendered last year still hydrates without a warning. */}
        <p className="mt-8 text-xs text-slate-400" suppressHydrationWarning>
          {copyrightNotice(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
