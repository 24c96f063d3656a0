import { createReportShareSchema, REPORT_SHARE_NAME_MAX } from '#domain/negotiation/report-share.schema.ts';
import { comparablesOf } from '#domain/strategy/comparable.ts';
import type { SavedNegotiation } from '#domain/negotiation/saved-negotiation.ts';
import type { SavedPlan } from '#domain/plan/plan-form.ts';
import { pagePath } from '#domain/routes.ts';
import { Copy, Link2, Link2Off } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form/field.tsx';
import { useSavedPlan } from '../../../hooks/use-saved-plan.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { longDay } from '../../../lib/format-day.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateReportShare, useReportShare, useRevokeReportShare } from '../api/report-share.ts';

/** The link's address: the token in the fragment, which browsers never send to a server (ADR 0076). */
const linkOf = (token: string) => `${window.location.origin}${pagePath('shared-report')}#${token}`;

/** Where the report's figures come from: the plan kept on the account (and its listings), else the last analysis. */
function sourceLine(saved: SavedPlan): string {
  const plan = 'enter them on Your Negotiation Plan and tick "Keep my plan on my account"';
  if (saved.source === 'none' || !saved.form.zipcode || !saved.form.currentRent) return `The report needs your ZIP code and rent: ${plan}.`;
  if (saved.source === 'lease')
    return `The report is built from the lease of your last rent check (ZIP ${saved.form.zipcode}), without comparable listings: to add yours, ${plan}.`;
  const listings = comparablesOf(saved.form.comparables).length;
  return `The report is built from the plan kept on your account: ZIP ${saved.form.zipcode}, ${listings === 0 ? 'no comparable listings' : listings === 1 ? '1 comparable listing' : `${listings} comparable listings`}.`;
}

/**
 * The dashboard's "Share your market report" (ADR 0076): a read-only link to the market report for the landlord, with
 * the name line the renter chooses; shown once when made, turned off by the renter, ended with the negotiation; and
 * whether it was opened.
 */
export function ShareReportPanel({ negotiation }: { negotiation: SavedNegotiation }) {
  const share = useReportShare(negotiation.id);
  const create = useCreateReportShare();
  const revoke = useRevokeReportShare();
  const [nameLine, setNameLine] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const current = share.data?.share ?? null;
  const saved = useSavedPlan();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createReportShareSchema.safeParse({ nameLine });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the name line');
    setError(null);
    create.mutate(
      { id: negotiation.id, ...parsed.data },
      {
        onSuccess: (made) => {
          setLink(linkOf(made.token));
          toast.success('Share link made', { description: 'Copy it now: it is shown only this once.' });
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  const copy = (text: string) =>
    copyText(text).then(
      () => toast.success('Link copied'),
      () => toast.error('Could not copy', { description: 'Select the link and copy it yourself.' }),
    );

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`share-${negotiation.id}`} data-testid="report-share">
      <div>
        <h3 id={`share-${negotiation.id}`} className="flex items-center gap-2 font-semibold text-slate-900">
          <Link2 className="h-4 w-4 text-brand-700" aria-hidden="true" /> Share your market report with your landlord
        </h3>
        <p className="mt-1 text-slate-600">
          A read-only page with the market figures and their sources, the comparable listings on your plan and the rent rules that apply. It
          never shows your ask, your walk-away point, your scenarios or your letters, and no contact details beyond the name line you
          choose. It stops working when you turn it off or when this negotiation is deleted (on{' '}
          {longDay(negotiation.deleteAfter.slice(0, 10))} at the latest).
        </p>
        {saved.data ? (
          <p className="mt-1 text-slate-600" data-testid="report-share-source">
            {sourceLine(saved.data)}
          </p>
        ) : null}
      </div>

      {link ? (
        <div className="grid gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3" data-testid="report-share-link">
          <Field
            id={`share-link-${negotiation.id}`}
            label="Your link"
            hint="Copy it now: we keep only a fingerprint of it, so we cannot show it again."
          >
            <Input readOnly value={link} onFocus={(e) => e.target.select()} className="font-mono text-xs" />
          </Field>
          <div>
            <Button size="sm" variant="secondary" onClick={() => void copy(link)}>
              <Copy className="h-4 w-4" aria-hidden="true" /> Copy link
            </Button>
          </div>
        </div>
      ) : null}

      {current ? (
        <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-testid="report-share-status">
          <p className="text-slate-700">
            Link made on {longDay(current.createdAt.slice(0, 10))}
            {current.nameLine ? `, showing "Shared by ${current.nameLine}"` : ', showing no name'}. It shows the report as it was then:
            after changing your plan, make a new link.
          </p>
          <p className="font-medium text-slate-900" data-testid="report-share-opened">
            {current.firstOpenedAt ? `First opened on ${longDay(current.firstOpenedAt.slice(0, 10))}.` : 'Not opened yet.'}
          </p>
          <div>
            <Button
              size="sm"
              variant="outline"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(negotiation.id, {
                  onSuccess: () => {
                    setLink(null);
                    toast.success('Link turned off', { description: 'Whoever has it now sees that it is no longer valid.' });
                  },
                  onError: (e) => toast.error('Could not turn the link off', { description: e.message }),
                })
              }
            >
              <Link2Off className="h-4 w-4" aria-hidden="true" /> Turn off this link
            </Button>
          </div>
        </div>
      ) : null}

      {share.isPending ? null : (
        <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border border-slate-200 p-3" aria-label="Make a share link">
          <Field
            id={`share-name-${negotiation.id}`}
            label="Name line (optional)"
            hint='Shown as "Shared by ...", such as "Dana Rivera, Apt 4". Leave it empty to show no name.'
            error={error ?? undefined}
          >
            <Input value={nameLine} maxLength={REPORT_SHARE_NAME_MAX} onChange={(e) => setNameLine(e.target.value)} autoComplete="off" />
          </Field>
          <div>
            <Button type="submit" size="sm" disabled={create.isPending}>
              {current ? 'Make a new link (turns off the old one)' : 'Make a share link'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
