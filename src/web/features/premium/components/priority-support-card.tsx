import { SUPPORT_LIMITS, type SupportReceipt, supportRequestSchema } from '#domain/support/support.ts';
import { isPrioritySupport } from '#domain/support/support-hours.ts';
import { LifeBuoy, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form/field.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { DASHBOARD_COPY } from '../../../content/dashboard.ts';
import { usePremiumAccess } from '../../../hooks/use-premium-access.ts';
import { usePremiumCatalog } from '../../../hooks/use-premium-catalog.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendSupportRequest } from '../api/send-support-request.ts';

const copy = DASHBOARD_COPY.prioritySupport;

/**
 * The dashboard's priority support form: shown only to a Premium member on a deployment with SUPPORT_EMAIL (the
 * catalogue says so); it emails the operator and says by when the answer comes (ADR 0047).
 */
export function PrioritySupportCard() {
  const { offer } = usePremiumCatalog();
  const access = usePremiumAccess();
  if (!offer.support || !access.hasAccess) return null;
  return <PrioritySupportForm responseHours={offer.support.responseHours} />;
}

function PrioritySupportForm({ responseHours }: { responseHours: number }) {
  const form = useZodForm(supportRequestSchema, { defaultValues: { subject: '', message: '' } });
  const { errors } = form.formState;
  const send = useSendSupportRequest();
  const [receipt, setReceipt] = useState<SupportReceipt | null>(null);

  const submit = form.handleSubmit(({ subject, message }) =>
    // The promise is written in the buyer's own time zone, as their browser names it.
    send.mutate(
      { subject, message, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      {
        onSuccess: (answer) => {
          setReceipt(answer);
          form.reset({ subject: '', message: '' });
        },
        onError: (error) => toast.error(copy.errorTitle, { description: error.message }),
      },
    ),
  );

  return (
    <Card data-testid="priority-support">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <LifeBuoy className="h-5 w-5 text-brand-700" aria-hidden="true" /> {copy.title(isPrioritySupport(responseHours))}
        </CardTitle>
        <CardDescription>{copy.body(responseHours)}</CardDescription>
      </CardHeader>
      <CardContent>
        {receipt ? (
          <div role="status" className="flex flex-col items-start gap-3">
            <p className="font-semibold text-slate-900">{copy.sentTitle}</p>
            <p className="text-sm text-slate-700" data-testid="support-answer-by">
              {copy.sent(receipt.answerByText)} {receipt.copySent ? copy.copySent : copy.copyNotSent}
            </p>
            <Button variant="outline" onClick={() => setReceipt(null)}>
              {copy.sendAnother}
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label={copy.title(isPrioritySupport(responseHours))} className="grid gap-4">
            <Field id="support-subject" label={copy.subjectLabel} error={errors.subject?.message}>
              <Input required maxLength={SUPPORT_LIMITS.subject} {...form.register('subject')} />
            </Field>
            <Field id="support-message" label={copy.messageLabel} error={errors.message?.message}>
              <Textarea required rows={5} maxLength={SUPPORT_LIMITS.message} {...form.register('message')} />
            </Field>
            <div>
              <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
                {send.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {send.isPending ? copy.sending : copy.send}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
