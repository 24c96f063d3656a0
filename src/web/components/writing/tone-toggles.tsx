import type { LetterTone, ReplyTone } from '#domain/letters/tones.ts';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';

type Tone = LetterTone | ReplyTone;

const TONE_LABELS: Record<Tone, string> = {
  friendly: 'Friendly',
  direct: 'Direct',
  professional: 'Professional',
  conversational: 'Conversational',
  diplomatic: 'Diplomatic',
  strategic: 'Strategic',
};

/**
 * Tone buttons for the letter and reply writers (aria-pressed); which tones may be on together is the caller's rule
 * (`toggleTone` in #domain/letters/tones.ts). `children` go under the buttons (the letter's blend switch).
 */
export function ToneToggles<T extends Tone>({
  id,
  legend,
  hint,
  tones,
  selected,
  onToggle,
  disabled,
  error,
  wide = false,
  name,
  firstToggleRef,
  children,
}: {
  /** Prefix of the hint and error ids. */
  id: string;
  legend: string;
  hint: string;
  tones: readonly T[];
  selected: readonly T[];
  onToggle: (tone: T) => void;
  disabled?: boolean;
  error?: string | undefined;
  /** Four buttons per row from the small breakpoint up (two otherwise). */
  wide?: boolean;
  /** The form field the tones are (it names the buttons, so a failed submit can find them in page order). */
  name?: string;
  /** Given the first button, so a form can move focus to the tones (react-hook-form's field.ref). */
  firstToggleRef?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p id={hintId} className="text-xs text-slate-500">
        {hint}
      </p>
      <div className={cn('mt-2 grid grid-cols-2 gap-2', wide && 'sm:grid-cols-4')}>
        {tones.map((tone, index) => {
          const pressed = selected.includes(tone);
          return (
            <Button
              key={tone}
              ref={index === 0 ? firstToggleRef : undefined}
              name={name}
              size="sm"
              variant={pressed ? 'secondary' : 'outline'}
              aria-pressed={pressed}
              disabled={disabled}
              className={cn(pressed && 'ring-2 ring-brand-600', error && !pressed && 'border-red-400')}
              onClick={() => onToggle(tone)}
            >
              {TONE_LABELS[tone]}
            </Button>
          );
        })}
      </div>
      {children}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
