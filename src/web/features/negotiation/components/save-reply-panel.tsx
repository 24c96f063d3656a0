import { isoDay } from '#domain/shared/dates.ts';
import type { SavedNegotiation } from '#domain/negotiation/saved-negotiation.ts';
import { pagePath } from '#domain/routes.ts';
import { BookmarkCheck, Loader2, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddNegotiationEvent } from '../api/add-negotiation-event.ts';

/**
 * Beside a generated reply, for a Premium holder with a saved negotiation: "Save this negotiation to my account" adds
 * the landlord's answer and this reply to it, dated today.
 */
export function SaveReplyPanel({
  negotiation,
  landlordAnswer,
  reply,
  beforeSave = (run) => run(),
}: {
  negotiation: SavedNegotiation;
  landlordAnswer: string;
  /** The reply as the renter left it (edits and all): what is saved. */
  reply: string;
  /** Runs the save at once or after the renter has seen what the reply still lacks (its placeholders). */
  beforeSave?: (run: () => void) => void;
}) {
  const add = useAddNegotiationEvent();
  const [savedText, setSavedText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const date = isoDay(Math.floor(Date.now() / 86_400_000));
    setBusy(true);
    try {
      if (landlordAnswer.trim()) await add.mutateAsync({ id: negotiation.id, kind: 'landlord_answer', text: landlordAnswer, date });
      await add.mutateAsync({ id: negotiation.id, kind: 'reply', text: reply, date });
      setSavedText(reply);
      toast.success('Saved to your negotiation', { description: "Your landlord's answer and your reply are on your dashboard." });
    } catch (error) {
      toast.error('Could not save', {
        description: error instanceof ApiError && error.status < 500 ? error.message : 'Please try again in a moment.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Save className="h-5 w-5 text-brand-700" aria-hidden="true" /> Your saved negotiation
        </CardTitle>
        <CardDescription>
          {negotiation.addressLabel ? `${negotiation.addressLabel}. ` : ''}Keep your landlord's answer and this reply with your letter.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {savedText === reply ? (
          <p className="flex items-center gap-2 text-sm text-brand-900" role="status">
            <BookmarkCheck className="h-4 w-4" aria-hidden="true" /> Saved.{' '}
            <Link to={pagePath('dashboard')} className="font-semibold underline">
              See it on your dashboard
            </Link>
          </p>
        ) : (
          <Button size="sm" onClick={() => beforeSave(() => void save())} disabled={busy}>
            {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Save className="h-4 w-4" aria-hidden="true" />} Save
            this negotiation to my account
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
