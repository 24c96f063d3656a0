import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

function fitHeight(area: HTMLTextAreaElement): void {
  area.style.height = 'auto';
  area.style.height = `${area.scrollHeight + 2}px`;
}

/**
 * A generated letter or reply the renter can edit before they copy, download or save it: a textarea as tall as its
 * text (it grows as they type), set like the letter it is.
 */
export function EditableText({
  id,
  label,
  value,
  onChange,
  testId,
  disabled = false,
}: {
  id: string;
  /** Read by screen readers: "Letter", "Email", "Response". */
  label: string;
  value: string;
  onChange: (text: string) => void;
  testId: string;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // Height follows the text: measured after each change of it, and when the width changes (which rewraps it).
  useLayoutEffect(() => {
    const area = ref.current;
    if (area && area.value === value) fitHeight(area);
  }, [value]);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => fitHeight(area));
    observer.observe(area.parentElement ?? area);
    return () => observer.disconnect();
  }, []);
  return (
    <textarea
      ref={ref}
      id={id}
      aria-label={label}
      data-testid={testId}
      value={value}
      disabled={disabled}
      spellCheck
      onChange={(event) => onChange(event.target.value)}
      className={cn(
        'block min-h-64 w-full resize-none overflow-hidden break-words rounded-xl border border-slate-200 bg-white p-5 font-serif text-[15px] leading-relaxed text-slate-900 shadow-inner focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 sm:p-8',
        disabled && 'text-slate-500',
      )}
    />
  );
}

/**
 * The renter's edits of a generated text: null until they type in it. Anything that would rebuild the text (another
 * tone, the email format, regenerating) goes through `unlessEdited`, which asks before their edits are replaced.
 */
export function useTextEdits(document: string) {
  const [edited, setEdited] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ what: string; run: () => void } | null>(null);
  const unlessEdited = useCallback(
    (what: string, run: () => void) => {
      if (edited === null) run();
      else setAsking({ what, run });
    },
    [edited],
  );
  const dialog: ReactNode = asking ? (
    <ConfirmDialog
      open
      title={`Replace your edited ${document}?`}
      description={`You have edited this ${document}. ${asking.what} writes it again from your answers, and your edits are lost. Copy or download it first to keep them.`}
      cancelLabel="Keep my edits"
      confirmLabel="Replace my edits"
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        const run = asking.run;
        setAsking(null);
        setEdited(null);
        run();
      }}
    />
  ) : null;
  return { edited, setEdited, unlessEdited, dialog };
}
