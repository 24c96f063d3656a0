import { REPLY_TONES, type ReplyTone } from '#domain/letters/tones.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { REPLY_TONE_LABELS } from '../lib/reply-labels.ts';

/** The four reply tones as toggle buttons (aria-pressed); at most two are on. */
export function ReplyToneToggles({
  id,
  selected,
  onToggle,
  disabled,
  error,
  narrow = false,
}: {
  id: string;
  selected: readonly ReplyTone[];
  onToggle: (tone: ReplyTone) => void;
  disabled?: boolean;
  error?: string | undefined;
  /** Two per row at every width (for a side column). */
  narrow?: boolean;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">Response tone</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Choose one, or two to blend them. A third choice replaces the older one.
      </p>
      <div className={cn('mt-2 grid grid-cols-2 gap-2', !narrow && 'sm:grid-cols-4')}>
        {REPLY_TONES.map((tone) => {
          const pressed = selected.includes(tone);
          return (
            <Button
              key={tone}
              size="sm"
              variant={pressed ? 'secondary' : 'outline'}
              aria-pressed={pressed}
              disabled={disabled}
              className={cn(pressed && 'ring-2 ring-brand-600', error && !pressed && 'border-red-400')}
              onClick={() => onToggle(tone)}
            >
              {REPLY_TONE_LABELS[tone]}
            </Button>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
