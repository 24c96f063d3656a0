import { RESET_PASSWORD_RULES } from '#domain/auth/password-rules.ts';
import { Check, X } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** The live checklist of the reset form's five rules. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  return (
    <ul className="grid gap-1.5 text-sm" aria-label="Password requirements" data-testid="password-checklist">
      {RESET_PASSWORD_RULES.map((rule) => {
        const ok = rule.passes(password, confirm);
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
