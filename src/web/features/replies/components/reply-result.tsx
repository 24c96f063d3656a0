import { nextSteps } from '#domain/letters/reply-builder.ts';
import { REPLY_TONES, type ReplyTone } from '#domain/letters/tones.ts';
import { Copy, ListChecks, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EditableText } from '../../../components/writing/editable-text.tsx';
import { RewritingOverlay } from '../../../components/writing/rewriting-overlay.tsx';
import { ToneToggles } from '../../../components/writing/tone-toggles.tsx';
import type { GeneratedReply, ReplyStatus } from '../hooks/use-reply-generator.ts';
import { REPLY_TONE_COPY } from '../lib/reply-labels.ts';

export function ReplyResult({
  reply,
  text,
  onTextChange,
  edited,
  notice,
  status,
  onCopy,
  onNewResponse,
  onToggleTone,
  extraActions,
}: {
  reply: GeneratedReply;
  /** The reply as shown: the renter's edited text, or the built reply. Copy and save use it. */
  text: string;
  onTextChange: (text: string) => void;
  edited: boolean;
  /** What is still missing (the placeholder notice), above the reply. */
  notice: ReactNode;
  status: ReplyStatus;
  onCopy: () => void;
  onNewResponse: () => void;
  onToggleTone: (tone: ReplyTone) => void;
  /** Rendered under the tones (saving the reply to a saved negotiation); nothing when absent. */
  extraActions?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces the form: start reading from the top, with focus on the result's heading.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const regenerating = status === 'regenerating';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <Card aria-busy={regenerating}>
        <CardHeader>
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            Your Strategic Response
          </h2>
          <CardDescription>Review it and edit it below as you like: what you copy or save is the reply as you leave it.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={onCopy} disabled={regenerating}>
              <Copy className="h-4 w-4" aria-hidden="true" /> Copy to Clipboard
            </Button>
            <Button variant="outline" onClick={onNewResponse} disabled={regenerating}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> Generate New Response
            </Button>
          </div>
          {notice}
          <div className="relative">
            {regenerating ? <RewritingOverlay>Rewriting your response...</RewritingOverlay> : null}
            <EditableText
              id="generated-reply"
              label="Response (you can edit it)"
              testId="generated-reply"
              value={text}
              onChange={onTextChange}
              disabled={regenerating}
            />
          </div>
          <p className="text-xs text-slate-500" data-testid="reply-edit-state">
            {edited
              ? 'Edited by you. Your edits are kept until you choose another tone or a new response, and we ask first.'
              : 'Click into the response to edit it.'}
          </p>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-6">
        <Card>
          <CardContent>
            <ToneToggles
              id="resultTones"
              {...REPLY_TONE_COPY}
              tones={REPLY_TONES}
              selected={reply.form.selectedTones}
              onToggle={onToggleTone}
              disabled={regenerating}
            />
          </CardContent>
        </Card>
        {extraActions}
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <ListChecks className="h-5 w-5 text-brand-700" aria-hidden="true" /> Next Steps
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ol
              className="list-decimal space-y-2 pl-5 text-sm text-slate-700 marker:font-semibold marker:text-brand-700"
              data-testid="next-steps"
            >
              {nextSteps(reply.form).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
