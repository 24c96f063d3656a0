import { pagePath } from '#domain/routes.ts';
import { AI_LETTER_MESSAGES } from '#domain/letters/ai-letter-messages.ts';
import { letterFileName } from '#domain/letters/download.ts';
import { type DeploymentOffer, PREMIUM_PACKAGE, premiumFeatureSentence } from '#domain/payments/catalog.ts';
import { remainingRevisionsLabel } from '#domain/payments/entitlements.ts';
import { Copy, Download, Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAiAvailability } from '../../../lib/ai-availability.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { downloadTextFile } from '../../../lib/download-text.ts';
import { useRevisionAllowance } from '../../../hooks/use-revision-allowance.ts';
import { usePremiumAccess } from '../../../hooks/use-premium-access.ts';
import { usePremiumCatalog } from '../../../hooks/use-premium-catalog.ts';
import { useAiLetter } from '../api/ai-letter.ts';
import type { LetterResultContext } from './letter-generator.tsx';

/** The letter page's upsell, from the catalogue on this deployment (ADR 0047). */
const PREMIUM_UPSELL = (offer: DeploymentOffer) =>
  offer.ai
    ? `Premium members can have this letter rewritten by AI from the same answers, with ${PREMIUM_PACKAGE.revisions} revisions over ${PREMIUM_PACKAGE.accessDays} days. Premium also adds ${premiumFeatureSentence({ ...offer, ai: false })}.`
    : `Premium adds ${premiumFeatureSentence(offer)} for ${PREMIUM_PACKAGE.accessDays} days.`;

/**
 * Premium 'AI-powered personalised letter': Gemini rewrites the template letter from the same answers. Shown as
 * an upsell of what this deployment's Premium includes without premium; nothing for a Premium member on a
 * deployment without an AI key (the template stays).
 */
export function AiLetterPanel({ generated, format, scenario }: LetterResultContext) {
  const access = usePremiumAccess();
  const catalog = usePremiumCatalog();
  const availability = useAiAvailability();
  const allowance = useRevisionAllowance(access.hasAccess);
  const aiLetter = useAiLetter();
  const [aiText, setAiText] = useState<string | null>(null);
  const [source, setSource] = useState<'ai' | 'template'>('ai');

  if (access.loading || catalog.loading) return null;
  if (!access.hasAccess) {
    return (
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
        <p className="flex items-center gap-2 font-semibold">
          <Sparkles className="h-4 w-4" aria-hidden="true" /> Premium Package
        </p>
        <p className="mt-1">
          {PREMIUM_UPSELL(catalog.offer)}{' '}
          <Link to={pagePath('landing', 'pricing')} className="font-semibold underline">
            See the Premium Package
          </Link>
        </p>
      </div>
    );
  }
  // Premium without AI on this deployment: nothing to offer here (the catalogue lists what Premium does include).
  if (!catalog.offer.ai) return null;

  const generate = () => {
    aiLetter.mutate(
      {
        form: generated.form,
        tones: generated.tones,
        format,
        ruleAnswers: generated.rentCheck?.answers ?? {},
        ruleInputs: generated.rentCheck?.inputs ?? { figures: {}, tenancyMonths: null, leaseTermMonths: null },
        scenario,
      },
      {
        onSuccess: (result) => {
          setAiText(result.letter);
          setSource(result.source);
          if (result.source === 'template') toast.info('Template letter kept', { description: AI_LETTER_MESSAGES.figuresFallback });
          else toast.success('AI Letter Ready', { description: remainingRevisionsLabel(result) });
        },
        onError: (error) => {
          // A refusal (any 4xx: an unknown ZIP, no Premium, no revision left) says why; a failure says to try again.
          const known = error instanceof ApiError && error.status < 500;
          toast.error(AI_LETTER_MESSAGES.failedTitle, { description: known ? error.message : AI_LETTER_MESSAGES.failed });
        },
      },
    );
  };

  const unavailable = availability === 'missing';
  const noneLeft = allowance.data !== undefined && allowance.data.remaining <= 0;
  return (
    <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="ai-letter">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-900">
            <Sparkles className="h-4 w-4" aria-hidden="true" /> AI-powered personalised letter
          </p>
          <p className="text-xs text-brand-800">
            {unavailable
              ? AI_LETTER_MESSAGES.unavailable
              : allowance.data
                ? remainingRevisionsLabel(allowance.data)
                : 'Checking your revisions...'}
          </p>
        </div>
        <Button size="sm" onClick={generate} disabled={unavailable || noneLeft || aiLetter.isPending || availability === 'checking'}>
          {aiLetter.isPending ? (
            <>
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Personalising...
            </>
          ) : aiText ? (
            'Revise with AI'
          ) : (
            'Personalise with AI'
          )}
        </Button>
      </div>
      {aiText ? (
        <div className="space-y-2">
          <p className="text-xs font-medium text-slate-600" data-testid="ai-letter-source">
            {source === 'template'
              ? AI_LETTER_MESSAGES.figuresFallback
              : 'Written by AI (Gemini) from your answers. Every figure was checked against your numbers; check the rest before you send it.'}
          </p>
          <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded-lg bg-white p-4 font-sans text-sm leading-relaxed text-slate-800 ring-1 ring-slate-200">
            {aiText}
          </pre>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void copyText(aiText).then(
                  () => toast.success('Copied!'),
                  () => toast.error('Could not copy the letter.'),
                )
              }
            >
              <Copy className="h-4 w-4" aria-hidden="true" /> Copy AI Letter
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                downloadTextFile(letterFileName(generated.form.propertyAddress).replace(/\.txt$/, '-ai.txt'), aiText);
                toast.success('Downloaded!');
              }}
            >
              <Download className="h-4 w-4" aria-hidden="true" /> Download
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
