import { TENANT_STRENGTHS, type TenantStrengthId } from '#domain/letters/letter-form.ts';
import { Check } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { KeptInput } from '../../../components/ui/form/keep-entered.tsx';
import { cn } from '../../../lib/cn.ts';

export function TenantStrengthsCard({
  selected,
  onChange,
}: {
  selected: readonly TenantStrengthId[];
  onChange: (next: TenantStrengthId[]) => void;
}) {
  const toggle = (id: TenantStrengthId) =>
    onChange(
      selected.includes(id)
        ? selected.filter((s) => s !== id)
        : TENANT_STRENGTHS.map((s) => s.id).filter((s) => s === id || selected.includes(s)),
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="strengths-title">
          What makes you a great tenant?
        </CardTitle>
        <CardDescription>Tick everything that is true. Your letter mentions each one.</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset aria-labelledby="strengths-title" className="grid gap-2 sm:grid-cols-2">
          {TENANT_STRENGTHS.map((strength) => {
            const checked = selected.includes(strength.id);
            return (
              <label
                key={strength.id}
                className={cn(
                  'relative flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                <KeptInput
                  type="checkbox"
                  className="absolute inset-0 cursor-pointer opacity-0"
                  checked={checked}
                  onChange={() => toggle(strength.id)}
                />
                <span
                  className={cn(
                    'flex h-5 w-5 shrink-0 items-center justify-center rounded border',
                    checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white',
                  )}
                  aria-hidden="true"
                >
                  {checked ? <Check className="h-3.5 w-3.5" /> : null}
                </span>
                {strength.label}
              </label>
            );
          })}
        </fieldset>
      </CardContent>
    </Card>
  );
}
