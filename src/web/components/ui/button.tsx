import { type ButtonHTMLAttributes, forwardRef, type Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'inverse' | 'inverse-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 select-none [&_svg]:shrink-0';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
  inverse: 'bg-white text-brand-800 hover:bg-brand-50 shadow-sm',
  /** Secondary action on a dark (brand-800) panel. */
  'inverse-outline': 'border border-white/70 text-white hover:bg-white/10',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  const classes = buttonClasses(variant, size, className);
  return type === 'submit' ? (
    <SubmitButton ref={ref} className={classes} {...props} />
  ) : (
    <button ref={ref} type={type} className={classes} {...props} />
  );
});

/**
 * A form's submit button, disabled until the page's code has hydrated it: before that, a click or Enter in a field
 * would send the form to the page itself as a GET (a reload that loses what was typed, ADR 0043). What is typed in the
 * meantime is kept.
 */
function SubmitButton({ disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement> }) {
  const hydrated = useHydrated();
  return <button type="submit" disabled={disabled || !hydrated} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
