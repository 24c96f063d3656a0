import {
  canSubmitTestimonial,
  emptyTestimonialDraft,
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_MESSAGES,
  type TestimonialDraft,
} from '#domain/testimonials/testimonial.ts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form-controls.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useCreateTestimonial } from '../api/testimonials.ts';

/** SPEC section 5 "Testimonial": name and story required, agreement ticked, submit disabled otherwise. */
export function TestimonialForm({ defaultName = '', onSubmitted }: { defaultName?: string; onSubmitted?: () => void }) {
  const { user } = useAuth();
  const [draft, setDraft] = useState<TestimonialDraft>(() => emptyTestimonialDraft(defaultName));
  const create = useCreateTestimonial();
  const ready = canSubmitTestimonial(draft);
  const set = <K extends keyof TestimonialDraft>(key: K, value: TestimonialDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      toast.error(TESTIMONIAL_MESSAGES.authTitle, { description: TESTIMONIAL_MESSAGES.authBody });
      return;
    }
    if (!ready) {
      toast.error(TESTIMONIAL_MESSAGES.missingTitle, { description: TESTIMONIAL_MESSAGES.missingBody });
      return;
    }
    try {
      await create.mutateAsync(draft);
      toast.success(TESTIMONIAL_MESSAGES.successTitle, { description: TESTIMONIAL_MESSAGES.successBody });
      setDraft(emptyTestimonialDraft(defaultName));
      onSubmitted?.();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(TESTIMONIAL_MESSAGES.authTitle, { description: TESTIMONIAL_MESSAGES.authBody });
      } else {
        toast.error(TESTIMONIAL_MESSAGES.errorTitle, { description: TESTIMONIAL_MESSAGES.errorBody });
      }
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Share your success story" className="grid gap-4 sm:grid-cols-2">
      <Field id="story-name" label="Your name (required)">
        <Input id="story-name" required maxLength={TESTIMONIAL_LIMITS.name} value={draft.name} onChange={(e) => set('name', e.target.value)} />
      </Field>
      <Field id="story-location" label="City or neighborhood (optional)">
        <Input
          id="story-location"
          maxLength={TESTIMONIAL_LIMITS.location}
          placeholder="Brooklyn, NY"
          value={draft.location}
          onChange={(e) => set('location', e.target.value)}
        />
      </Field>
      <Field id="story-savings" label="What you saved (optional)" className="sm:col-span-2">
        <Input
          id="story-savings"
          maxLength={TESTIMONIAL_LIMITS.savings}
          placeholder="$100/month, or kept my rent unchanged"
          value={draft.savings_amount}
          onChange={(e) => set('savings_amount', e.target.value)}
        />
      </Field>
      <Field id="story-text" label="Your story (required)" hint={`${draft.testimonial_text.length}/${TESTIMONIAL_LIMITS.text}`} className="sm:col-span-2">
        <Textarea
          id="story-text"
          required
          rows={5}
          maxLength={TESTIMONIAL_LIMITS.text}
          value={draft.testimonial_text}
          onChange={(e) => set('testimonial_text', e.target.value)}
        />
      </Field>
      <label className="flex items-start gap-3 text-sm text-slate-700 sm:col-span-2">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-700"
          checked={draft.agree_to_share}
          onChange={(e) => set('agree_to_share', e.target.checked)}
        />
        <span>I agree that RentCheck may publish my story with my name (and location, if given) after review.</span>
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={!ready || create.isPending} className="w-full sm:w-auto">
          {create.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {create.isPending ? 'Submitting...' : 'Submit Story'}
        </Button>
      </div>
    </form>
  );
}
