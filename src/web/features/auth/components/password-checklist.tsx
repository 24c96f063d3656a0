import { passwordChecklist } from '#domain/auth/password-rules.ts';
import { Check, X } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** The live checklist of the one password rule (the sign-up validator's rules) and 'Passwords match'. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  return (
    <ul className="grid gap-1.5 text-sm" aria-label="Password requirements" data-testid="password-checklist">
      {passwordChecklist(password, confirm).map((rule) => {
        const ok = rule.met;
        return (
          <li key={rule.id} data-met={ok} className={cn('flex items-center gap-2', ok ? 'text-emerald-700' : 'text-slate-600')}>
            {ok ? (
              <Check className="h-4 w-4 shrink-0" aria-hidden="true" />
            ) : (
              <X className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{ok ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
