import type { NegotiationStrategy, Suggestion } from '#domain/strategy/strategy.ts';
import { AlertTriangle, Target } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { strategyCopy } from '../lib/strategy-copy.ts';

/**
 * 'Your Negotiation Strategy': what the letter will ask (the renter's stance, amount and term) and why, our figure
 * when the renter left theirs blank, a suggestion the renter has not taken as a suggestion with a button that sets it,
 * what to know before sending, what a reply may offer, the landlord's cost over the same term, and the plan's dates.
 */
export function StrategyCard({
  strategy,
  onTakeSuggestion,
}: {
  strategy: NegotiationStrategy | null;
  onTakeSuggestion: (answers: Suggestion['answers']) => void;
}) {
  if (!strategy) return null;
  const copy = strategyCopy(strategy);
  return (
    <Card data-testid="strategy-card">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Target className="h-5 w-5 text-brand-700" aria-hidden="true" /> Your Negotiation Strategy
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm" aria-live="polite">
        <p className="font-semibold text-slate-900" data-testid="strategy-ask">
          {copy.letterAsk}
        </p>
        {copy.askSource ? (
          <p className="text-slate-700" data-testid="strategy-ask-source">
            {copy.askSource}
          </p>
        ) : null}
        {copy.capCorrection ? (
          <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900" data-testid="strategy-cap-correction">
            {copy.capCorrection}
          </p>
        ) : null}
        {copy.warnings.length > 0 ? (
          <ul className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950" data-testid="strategy-warnings">
            {copy.warnings.map((warning) => (
              <li key={warning} className="flex gap-2">
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
                <span>{warning}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {copy.position ? (
          <p className="text-slate-800" data-testid="strategy-position">
            {copy.position}
          </p>
        ) : null}
        {copy.suggestion ? (
          <div className="space-y-2 rounded-lg border border-brand-100 bg-brand-50 p-3" data-testid="strategy-suggestion">
            <p className="text-brand-900">{copy.suggestion}</p>
            {copy.take ? (
              <Button size="sm" variant="secondary" onClick={() => copy.take && onTakeSuggestion(copy.take.answers)}>
                {copy.take.label}
              </Button>
            ) : null}
          </div>
        ) : null}
        <p className="text-slate-700" data-testid="strategy-flexibility">
          {copy.flexibility}
        </p>
        <p className="text-slate-700">{copy.turnover}</p>
        <p className="text-slate-700" data-testid="strategy-timing">
          {copy.timing}
        </p>
      </CardContent>
    </Card>
  );
}
