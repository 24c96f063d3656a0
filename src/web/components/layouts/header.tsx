import { type LandingSection, pagePath } from '#domain/routes.ts';
import { useEffect, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { cn } from '../../lib/cn.ts';
import { useGoToSection } from '../../lib/navigation.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { MenuIcon, XIcon } from '../ui/shell-icons.tsx';
import { BrandMark } from './brand.tsx';

type NavItem = { label: string; to: string } | { label: string; section: LandingSection };

const SIGNED_IN_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: pagePath('dashboard') },
  { label: 'Generate Letter', to: pagePath('generate-letter') },
  { label: 'Response Generator', to: pagePath('renegotiation-response') },
];
const VISITOR_ITEMS: NavItem[] = [
  { label: 'How It Works', section: 'how-it-works' },
  { label: 'Pricing', section: 'pricing' },
  { label: 'FAQ', to: pagePath('faq') },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-brand-800 bg-brand-50' : 'text-slate-700 hover:text-slate-900 hover:bg-slate-100',
  );

export function Header() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const goToSection = useGoToSection();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = user ? SIGNED_IN_ITEMS : VISITOR_ITEMS;

  // The open menu is modal: everything beside it is inert (so Tab stays inside), focus moves to its first
  // button, Escape closes it, and focus returns to the menu button afterwards.
  useEffect(() => {
    if (!menuOpen) return;
    const menu = document.getElementById('mobile-menu');
    const others = [...(menu?.parentElement?.children ?? [])].filter((el) => el !== menu);
    for (const el of others) el.setAttribute('inert', '');
    menu?.querySelector('button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      for (const el of others) el.removeAttribute('inert');
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]')?.focus();
    };
  }, [menuOpen]);

  const onBrand = () => {
    setMenuOpen(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    navigate(pagePath(user ? 'dashboard' : 'landing'));
  };

  const renderItem = (item: NavItem, mobile: boolean) => {
    const close = () => setMenuOpen(false);
    const cls = mobile ? 'block w-full rounded-lg px-4 py-3 text-left text-lg font-medium text-slate-800 hover:bg-slate-100' : undefined;
    if ('section' in item) {
      return (
        <button
          key={item.label}
          type="button"
          className={cls ?? navLinkClass({ isActive: false })}
          onClick={() => {
            close();
            goToSection(item.section);
          }}
        >
          {item.label}
        </button>
      );
    }
    return mobile ? (
      <Link key={item.label} to={item.to} className={cls} onClick={close}>
        {item.label}
      </Link>
    ) : (
      <NavLink key={item.label} to={item.to} className={navLinkClass}>
        {item.label}
      </NavLink>
    );
  };

  // The slide-in menu and its backdrop sit beside <header>, not inside it: the header's backdrop-filter would
  // otherwise become their containing block (a 64 px tall "full-screen" menu that also widens the page).
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <button type="button" onClick={onBrand} className="flex items-center gap-2 rounded-md" aria-label="RentCheck home">
            <BrandMark />
            <span className="text-lg font-bold tracking-tight text-slate-900">RentCheck</span>
          </button>

          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {items.map((item) => renderItem(item, false))}
          </nav>

          <div className="hidden items-center gap-2 md:flex">
            {user ? (
              <>
                <ButtonLink to={pagePath('profile')} variant="ghost" size="sm">
                  Profile
                </ButtonLink>
                <Button variant="outline" size="sm" onClick={() => void signOut()}>
                  Sign Out
                </Button>
              </>
            ) : (
              <>
                {/* A quiet text link for returning buyers, beside the navigation items (ADR 0015). */}
                <Link
                  to={pagePath('auth')}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
                >
                  Sign In
                </Link>
                <ButtonLink to={pagePath('generate-letter')} variant="ghost" size="sm">
                  Generate Letter
                </ButtonLink>
                <ButtonLink to={pagePath('generate-letter')} size="sm">
                  Get Started - Free
                </ButtonLink>
              </>
            )}
          </div>

          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>
      </header>

      <div
        className={cn(
          'fixed inset-0 z-50 bg-slate-900/50 transition-opacity md:hidden',
          menuOpen ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
        data-testid="menu-backdrop"
        aria-hidden="true"
        onClick={() => setMenuOpen(false)}
      />
      <div
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!menuOpen}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-xl transition-transform duration-200 md:hidden',
          menuOpen ? 'translate-x-0' : 'translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <span className="flex items-center gap-2 text-lg font-bold">
            <BrandMark /> RentCheck
          </span>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100"
            aria-label="Close menu"
            onClick={() => setMenuOpen(false)}
          >
            <XIcon className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex flex-1 flex-col gap-1 overflow-y-auto p-4">
          {items.map((item) => renderItem(item, true))}
          <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4">
            {user ? (
              <>
                <ButtonLink to={pagePath('profile')} variant="outline" size="lg" onClick={() => setMenuOpen(false)}>
                  Profile
                </ButtonLink>
                <Button
                  variant="ghost"
                  size="lg"
                  onClick={() => {
                    setMenuOpen(false);
                    void signOut();
                  }}
                >
                  Sign Out
                </Button>
              </>
            ) : (
              <>
                <ButtonLink to={pagePath('generate-letter')} variant="outline" size="lg" onClick={() => setMenuOpen(false)}>
                  Generate Letter
                </ButtonLink>
                <ButtonLink to={pagePath('generate-letter')} size="lg" onClick={() => setMenuOpen(false)}>
                  Get Started - Free
                </ButtonLink>
                <Link
                  to={pagePath('auth')}
                  className="py-2 text-center text-base font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
                  onClick={() => setMenuOpen(false)}
                >
                  Sign In
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </>
  );
}
