import type { NegotiationStrategy } from '#domain/negotiation/strategy.ts';
import { Target } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { strategyCopy } from '../lib/strategy-copy.ts';

/**
 * 'Your Negotiation Strategy': what the letter will ask (the renter's choice) and why, a suggestion the renter has not
 * taken as a suggestion with a switch, the landlord's cost over the same term, and the plan's send and reply dates.
 */
export function StrategyCard({ strategy, onKeepSame }: { strategy: NegotiationStrategy | null; onKeepSame: (keepSame: boolean) => void }) {
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
        {copy.capCorrection ? (
          <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900" data-testid="strategy-cap-correction">
            {copy.capCorrection}
          </p>
        ) : null}
        {copy.position ? (
          <p className="text-slate-800" data-testid="strategy-position">
            {copy.position}
          </p>
        ) : null}
        {copy.suggestion ? (
          <div className="space-y-2 rounded-lg border border-brand-100 bg-brand-50 p-3" data-testid="strategy-suggestion">
            <p className="text-brand-900">{copy.suggestion}</p>
            {copy.switchTo ? (
              <Button size="sm" variant="secondary" onClick={() => onKeepSame(copy.switchTo?.keepSame ?? false)}>
                {copy.switchTo.label}
              </Button>
            ) : null}
          </div>
        ) : null}
        <p className="text-slate-700">{copy.turnover}</p>
        <p className="text-slate-700" data-testid="strategy-timing">
          {copy.timing}
        </p>
      </CardContent>
    </Card>
  );
}
