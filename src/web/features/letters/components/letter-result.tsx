import type { LetterFormat } from '#domain/letters/letter-builder.ts';
import { LETTER_TONES, type LetterTone } from '#domain/letters/tones.ts';
import { Copy, Download, FileDown, FileText, Loader2, Mail, Printer } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { EditableText } from '../../../components/writing/editable-text.tsx';
import { RewritingOverlay } from '../../../components/writing/rewriting-overlay.tsx';
import { ToneToggles } from '../../../components/writing/tone-toggles.tsx';
import { cn } from '../../../lib/cn.ts';
import type { GenerationStatus } from '../hooks/use-letter-generator.ts';

const FORMATS: { value: LetterFormat; label: string; icon: typeof FileText }[] = [
  { value: 'letter', label: 'Letter', icon: FileText },
  { value: 'email', label: 'Email', icon: Mail },
];

export interface LetterResultProps {
  /** The letter's text as built (before the renter's edits); null until there is one. */
  letter: string | null;
  /** The letter as shown: the renter's edited text, or the built letter. Copy, download, print and save use it. */
  text: string;
  onTextChange: (text: string) => void;
  edited: boolean;
  /** What is still missing (the placeholder notice), above the letter. */
  notice?: ReactNode;
  status: GenerationStatus;
  tones: readonly LetterTone[];
  format: LetterFormat;
  onFormatChange: (format: LetterFormat) => void;
  onToneChange: (tone: LetterTone) => void;
  /** Whether a tone click adds a second tone (blend) or switches to that tone alone. */
  blend: boolean;
  onBlendChange: (blend: boolean) => void;
  onCopy: () => void;
  onDownload: () => void;
  /** The letter as a PDF, ending with a line naming its sources (the market report is Premium's own PDF). */
  onDownloadPdf: () => void;
  pdfBusy: boolean;
  onPrint: () => void;
  /**
   * Seam for the premium 'AI-powered personalised letter' action (built with the purchase/entitlement work).
   * Rendered under the tone buttons; nothing is rendered when absent.
   */
  extraActions?: ReactNode;
}

/** 'Your Generated Letter': the letter, Copy Letter, Download, Print, Letter/Email switch and the four tones. */
export function LetterResult({
  letter,
  text,
  onTextChange,
  edited,
  notice,
  status,
  tones,
  format,
  onFormatChange,
  onToneChange,
  blend,
  onBlendChange,
  onCopy,
  onDownload,
  onDownloadPdf,
  pdfBusy,
  onPrint,
  extraActions,
}: LetterResultProps) {
  const busy = status !== 'idle';
  if (!letter) {
    return status === 'generating' ? (
      <Card aria-busy="true">
        <CardContent className="flex flex-col items-center gap-3 py-16 text-center" role="status">
          <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
          <p className="font-medium text-slate-800">Writing your letter...</p>
          <p className="text-sm text-slate-500">This takes a moment. Everything stays in your browser.</p>
        </CardContent>
      </Card>
    ) : null;
  }
  return (
    <Card aria-busy={busy}>
      <CardHeader>
        <h2 id="letter-result-title" tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
          Your Generated Letter
        </h2>
        <CardDescription>
          Built in your browser from your answers. Edit it below as you like: what you copy, download, print or save is the letter as you
          leave it. It is not saved or sent anywhere, so keep a copy before you leave this page.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:grid-rows-[auto_1fr]">
        <div className="flex flex-col gap-5">
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
            <Button onClick={onCopy} disabled={busy} className="col-span-2 lg:col-span-1">
              <Copy className="h-4 w-4" aria-hidden="true" /> Copy Letter
            </Button>
            <Button variant="outline" onClick={onDownload} disabled={busy}>
              <Download className="h-4 w-4" aria-hidden="true" /> Download
            </Button>
            <Button variant="outline" onClick={onPrint} disabled={busy}>
              <Printer className="h-4 w-4" aria-hidden="true" /> Print
            </Button>
            <Button variant="outline" onClick={onDownloadPdf} disabled={busy || pdfBusy} className="col-span-2 lg:col-span-1">
              {pdfBusy ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <FileDown className="h-4 w-4" aria-hidden="true" />
              )}{' '}
              Download PDF
            </Button>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Format</legend>
            <div className="mt-2 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
              {FORMATS.map(({ value, label, icon: Icon }) => (
                <label
                  key={value}
                  className={cn(
                    'relative flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-md text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                    format === value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                  )}
                >
                  <input
                    type="radio"
                    name="letterFormat"
                    value={value}
                    className="absolute inset-0 cursor-pointer opacity-0"
                    checked={format === value}
                    onChange={() => onFormatChange(value)}
                  />
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <ToneToggles
            id="letter-tones"
            legend="Tone"
            hint={
              blend
                ? 'Pick two tones to blend them: the first writes the greeting, opening, market figures and closing; the second your record, your reasons and the ask.'
                : 'Each button rewrites the letter in that tone.'
            }
            tones={LETTER_TONES}
            selected={tones}
            onToggle={onToneChange}
            disabled={busy}
          >
            <label className="mt-3 flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={blend}
                disabled={busy}
                onChange={(e) => onBlendChange(e.target.checked)}
              />
              Blend two tones
            </label>
          </ToneToggles>
        </div>
        <div className="flex min-w-0 flex-col gap-3 lg:row-span-2">
          {notice}
          <div className="relative scroll-mt-20" data-testid="letter-text">
            {status === 'regenerating' ? <RewritingOverlay>Rewriting your letter...</RewritingOverlay> : null}
            <EditableText
              id="generated-letter"
              label={format === 'email' ? 'Email (you can edit it)' : 'Letter (you can edit it)'}
              testId="generated-letter"
              value={text}
              onChange={onTextChange}
              disabled={busy}
            />
          </div>
          <p className="text-xs text-slate-500" data-testid="letter-edit-state">
            {edited
              ? 'Edited by you. Your edits are kept until you choose another tone or format, and we ask first.'
              : 'Click into the letter to edit it.'}
          </p>
        </div>
        {/* Below the letter on a phone (the letter comes first), under the controls beside it on a wide screen. */}
        {extraActions ? <div className="flex min-w-0 flex-col gap-5 self-start">{extraActions}</div> : null}
      </CardContent>
    </Card>
  );
}

/** The letter alone, for the print stylesheet (styles.css hides everything else when this is on the page). */
export function LetterPrintView({ text }: { text: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return createPortal(
    <div className="print-only" aria-hidden="true">
      {text}
    </div>,
    document.body,
  );
}
