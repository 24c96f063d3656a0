import { letterFileName, letterPdfFileName } from '#domain/letters/download.ts';
import { letterSourcesLine } from '#domain/letters/market-report.ts';
import type { LetterFormat } from '#domain/letters/letter-builder.ts';
import { emptyLetterForm, type LetterForm } from '#domain/letters/letter-form.schema.ts';
import { fillSenderPlaceholders, type SenderDetails, senderOf } from '#domain/letters/sender.ts';
import { letterFormSchema } from '#domain/letters/letter-form.schema.ts';
import type { ScenarioAnswers, ScenarioKey } from '#domain/letters/scenarios.ts';
import { pagePath } from '#domain/routes.ts';
import { Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Checkbox, CheckboxField } from '../../../components/ui/form/field.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { useLeaveGuard } from '../../../hooks/use-leave-guard.ts';
import { LEASE_DATA_KEY, useAuth } from '../../../lib/auth.tsx';
import { useTextEdits } from '../../../components/writing/editable-text.tsx';
import { PlaceholderNotice, usePlaceholderCheck } from '../../../components/writing/placeholder-notice.tsx';
import { useAccountSender } from '../../../hooks/use-account-sender.ts';
import { useSavedPlan } from '../../../hooks/use-saved-plan.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { downloadBlob, downloadTextFile } from '../../../lib/download-text.ts';
import { type GeneratedLetter, useLetterGenerator } from '../hooks/use-letter-generator.ts';
import { letterPrefillFromLeaseData, letterPrefillFromPlan } from '../../../lib/lease-prefill.ts';
import { AdditionalContextCard } from './additional-context-card.tsx';
import { type LetterFigures, LetterInsights } from './letter-insights.tsx';
import { LetterPrintView, LetterResult } from './letter-result.tsx';
import { PropertyDetailsCard } from './property-details-card.tsx';
import { SenderCard } from './sender-card.tsx';
import { TenantStrengthsCard } from './tenant-strengths-card.tsx';

/** What the result panel shows, for actions added beside it (the premium AI letter, later). */
export interface LetterResultContext {
  /** The answers, market figures and tones the shown letter was built from. */
  generated: GeneratedLetter;
  format: LetterFormat;
  /** The text on screen, with the renter's edits (what Copy, Download, Print and Save use). */
  text: string;
  /**
   * Runs `run` (an action named `action`, "Save") at once, or once the renter has seen what placeholders the text still
   * holds and chosen to go ahead.
   */
  checkPlaceholders: (text: string, action: string, run: () => void) => void;
  /** The negotiation plan's scenario the letter was written from (ADR 0048), while its answers are unchanged. */
  scenario: ScenarioKey | null;
  /** Marks the letter kept (saved to the account, say), so that leaving the page no longer asks first. */
  markSaved: () => void;
}

/** The plan scenario the page was opened with (`?scenario=`, ADR 0048), and the answers it set. */
interface FromScenario {
  key: ScenarioKey;
  title: string;
  answers: ScenarioAnswers;
}
const SCENARIO_FIELDS = [
  'stance',
  'desiredReduction',
  'counterRent',
  'leaseTermMonths',
  'willResignEarly',
] as const satisfies readonly (keyof ScenarioAnswers)[];
const keepsScenario = (form: Pick<LetterForm, keyof ScenarioAnswers>, from: FromScenario | null) =>
  from !== null && (Object.keys(from.answers) as (keyof ScenarioAnswers)[]).every((key) => form[key] === from.answers[key]);

export interface LetterGeneratorProps {
  /**
   * What the page adds to the result (the market report, the AI letter, the plan's dates): rendered in the result panel,
   * below the letter on a phone and under the tone buttons beside it on a wide screen, given what the current letter
   * was built from. Nothing when absent.
   */
  renderResultActions?: (context: LetterResultContext) => ReactNode;
}

/**
 * The letter generator page body. Everything happens in the browser: the form, the live market analysis
 * (the only network call, to our analysis API), and the letter, which is built locally and sent nowhere.
 */
export function LetterGenerator({ renderResultActions }: LetterGeneratorProps) {
  const letterForm = useZodForm<typeof letterFormSchema, LetterForm>(letterFormSchema, { defaultValues: emptyLetterForm() });
  const { control, getValues, handleSubmit, reset, setValue } = letterForm;
  const { errors } = letterForm.formState;
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [prefilled, setPrefilled] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // Prefill from the landing analysis after mount (never during render: the page may be prerendered).
  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(LEASE_DATA_KEY);
    } catch {
      return;
    }
    const prefill = letterPrefillFromLeaseData(raw);
    if (Object.keys(prefill).length === 0) return;
    reset({ ...getValues(), ...prefill });
    setPrefilled(true);
  }, [getValues, reset]);

  // Signed in, the letter starts from the plan the account keeps (ADR 0060), which is the same on every device; the
  // account's lease from an analysis only when this device kept nothing. Never over what the renter has typed here.
  const { user } = useAuth();
  const savedPlan = useSavedPlan(user !== null);
  const appliedSavedPlan = useRef(false);
  useEffect(() => {
    const saved = savedPlan.data;
    if (appliedSavedPlan.current || !saved || saved.source === 'none' || letterForm.formState.isDirty) return;
    if (saved.source === 'lease' && prefilled) return;
    appliedSavedPlan.current = true;
    reset({ ...getValues(), ...letterPrefillFromPlan(saved.form) });
    setPrefilled(true);
  }, [savedPlan.data, prefilled, letterForm.formState.isDirty, getValues, reset]);

  // '/generate-letter?stance=keep' (the landing's "Write a Keep-My-Rent Letter") opens with keep selected,
  // '?stance=reduce' with "Lower my rent" and '?stance=counter' with "Counter the increase". After mount and after the
  // prefill above: the page may be prerendered.
  const [searchParams] = useSearchParams();
  const stanceParam = searchParams.get('stance');
  useEffect(() => {
    if (stanceParam === 'keep' || stanceParam === 'reduce' || stanceParam === 'counter') setValue('stance', stanceParam);
  }, [stanceParam, setValue]);
  // '?scenario=...' (the negotiation plan's "Write the letter from this scenario", ADR 0048) sets the scenario's
  // answers, checked with its schema (loaded only then).
  const [fromScenario, setFromScenario] = useState<FromScenario | null>(null);
  const [stance, desiredReduction, counterRent, leaseTermMonths, willResignEarly] = useWatch({ control, name: SCENARIO_FIELDS });
  const keptScenario = keepsScenario({ stance, desiredReduction, counterRent, leaseTermMonths, willResignEarly }, fromScenario);
  const scenarioQueryText = searchParams.get('scenario') ? searchParams.toString() : null;
  useEffect(() => {
    if (!scenarioQueryText) return;
    let live = true;
    void import('#domain/letters/scenarios-query.ts').then(({ scenarioFromQuery }) => {
      const scenario = scenarioFromQuery(new URLSearchParams(scenarioQueryText));
      if (!live || !scenario) return;
      for (const key of Object.keys(scenario.answers) as (keyof ScenarioAnswers)[]) setValue(key, scenario.answers[key]);
      setFromScenario(scenario);
    });
    return () => {
      live = false;
    };
  }, [scenarioQueryText, setValue]);

  // Incomplete answers: each error by its field, focus on the first (useZodForm), and the 'Missing Information' toast.
  const withValidAnswers = useCallback(
    (then: (answers: LetterForm) => void) =>
      void handleSubmit(then, () =>
        toast.error('Missing Information', { description: 'Please fill in all required fields to generate your letter.' }),
      )(),
    [handleSubmit],
  );
  // The market analysis and rent check the insights beside the form landed on (the letter is built with them).
  const [figures, setFigures] = useState<LetterFigures>({ market: null, rentCheck: null, zipcodeNotice: undefined });
  // The parent watches only what it shows: the sender's details (the letter is signed with them as they are typed).
  const [senderName, senderPhone, senderEmail, senderAddress] = useWatch({
    control,
    name: ['senderName', 'senderPhone', 'senderEmail', 'senderAddress'],
  });
  const sender: SenderDetails = useMemo(
    () => ({ senderName, senderPhone, senderEmail, senderAddress }),
    [senderName, senderPhone, senderEmail, senderAddress],
  );
  const generator = useLetterGenerator({
    withValidAnswers,
    figures,
    sender,
  });

  // A signed-in renter's name and email from the account fill the sender fields they have not typed in (once per
  // account; after mount, as the prefill above).
  const fromAccount = useAccountSender(getValues, setValue);

  // What the letter was built from, signed with the details as they are now (the AI letter and the saved negotiation
  // take it).
  const signedGenerated = useMemo(
    () =>
      generator.generated && {
        ...generator.generated,
        form: { ...generator.generated.form, senderName, senderPhone, senderEmail, senderAddress },
      },
    [generator.generated, senderName, senderPhone, senderEmail, senderAddress],
  );

  // The letter as shown: the renter's edits once they type in it. Whatever would rewrite it asks first.
  const edits = useTextEdits('letter');
  const shownText = edits.edited ?? generator.text ?? '';
  const placeholderCheck = usePlaceholderCheck('letter-placeholders', 'letter');
  const { check } = placeholderCheck;
  const [savedText, setSavedText] = useState<string | null>(null);
  const markSaved = () => {
    generator.markSaved();
    setSavedText(shownText);
  };
  /** The notice's details: into the form (the letter is signed with them) and into the edited text, if edited. */
  const fillDetails = (details: Partial<SenderDetails>) => {
    for (const [field, value] of Object.entries(details) as [keyof SenderDetails, string][]) setValue(field, value);
    if (edits.edited !== null) edits.setEdited(fillSenderPlaceholders(edits.edited, senderOf({ ...sender, ...details })));
  };

  // The first letter, once it is on the page: bring it into view, with focus on its heading. The whole panel when the
  // letter starts in the upper third of the screen below the heading (wide screens: it sits beside the buttons), else
  // the letter itself, not the buttons and tones stacked above it on a phone. Later letters replace it in place.
  const firstLetterShown = generator.generated?.version === 1;
  useEffect(() => {
    if (!firstLetterShown) return;
    const panel = resultRef.current;
    const letter = panel?.querySelector('[data-testid="generated-letter"]');
    if (!panel) return;
    const letterOffset = letter ? letter.getBoundingClientRect().top - panel.getBoundingClientRect().top : 0;
    const target = letter && letterOffset > window.innerHeight / 3 ? letter : panel;
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById('letter-result-title')?.focus({ preventScroll: true });
  }, [firstLetterShown]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (acceptTerms && generator.status === 'idle') edits.unlessEdited('Regenerating', generator.generate);
  };

  const copy = () => {
    if (!generator.text) return;
    const text = shownText;
    check(text, 'Copy', () => {
      copyText(text).then(
        () => {
          markSaved();
          toast.success('Copied!', { description: 'Your letter is on the clipboard.' });
        },
        () => toast.error('Could not copy', { description: 'Select the letter text and copy it instead.' }),
      );
    });
  };
  const download = () => {
    if (!generator.text || !generator.generated) return;
    const text = shownText;
    const address = generator.generated.form.propertyAddress;
    check(text, 'Download', () => {
      downloadTextFile(letterFileName(address), text);
      markSaved();
      toast.success('Downloaded!', { description: 'Your letter was saved as a text file.' });
    });
  };
  const [pdfBusy, setPdfBusy] = useState(false);
  const writePdf = async (text: string, generated: NonNullable<typeof generator.generated>) => {
    setPdfBusy(true);
    try {
      // jsPDF is loaded here, on demand: the page itself never carries it.
      const { buildLetterPdf } = await import('../lib/letter-pdf.ts');
      // The free PDF names the sources of the figures the letter quotes, in one line; the full market report is
      // Premium's (ADR 0049).
      const sources = letterSourcesLine(generated.market, text);
      downloadBlob(letterPdfFileName(generated.form.propertyAddress), await buildLetterPdf(text, sources));
      markSaved();
      toast.success('Downloaded!', { description: 'Your letter was saved as a PDF.' });
    } catch {
      toast.error('Could not create the PDF', { description: 'Download the text file or print the letter instead.' });
    } finally {
      setPdfBusy(false);
    }
  };
  const downloadPdf = () => {
    const generated = generator.generated;
    if (!generator.text || !generated || pdfBusy) return;
    const text = shownText;
    check(text, 'Download', () => void writePdf(text, generated));
  };
  const print = () => {
    if (!generator.text) return;
    check(shownText, 'Print', () => {
      markSaved();
      window.print();
    });
  };

  const generating = generator.status !== 'idle';
  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Letter details"
        className="grid gap-6 lg:grid-flow-row-dense lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        {fromScenario ? (
          <p
            className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900 lg:col-start-1"
            role="status"
            data-testid="letter-scenario"
          >
            {keptScenario ? 'Written from your plan: ' : 'Started from your plan (answers since changed): '}
            <strong>{fromScenario.title}</strong>.{' '}
            <Link to={pagePath('plan')} className="font-medium underline">
              Back to your plan
            </Link>
          </p>
        ) : null}
        {prefilled ? (
          <p className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900 lg:col-start-1" role="status">
            We filled in your zipcode, rent and home details from your market analysis. Check them before you generate.
          </p>
        ) : null}
        <div className="lg:col-start-1">
          <PropertyDetailsCard control={control} errors={errors} zipcodeNotice={figures.zipcodeNotice} />
        </div>
        <aside
          aria-label="Market analysis and timing"
          className={`flex flex-col gap-6 lg:col-start-2 lg:row-start-1 ${['lg:row-span-4', 'lg:row-span-5', 'lg:row-span-6'][Number(prefilled) + Number(fromScenario !== null)]}`}
        >
          <LetterInsights control={control} setValue={setValue} onFigures={setFigures} />
        </aside>
        <div className="lg:col-start-1">
          <Controller
            control={control}
            name="tenantQuality"
            render={({ field }) => <TenantStrengthsCard selected={field.value} onChange={field.onChange} />}
          />
        </div>
        <div className="lg:col-start-1">
          <AdditionalContextCard control={control} errors={errors} />
        </div>
        <div className="lg:col-start-1">
          <SenderCard control={control} errors={errors} fromAccount={fromAccount} />
        </div>
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-1">
          <CheckboxField
            id="acceptTerms"
            label={
              <>
                I understand this letter is a template for informational purposes only, not legal advice, and that results are not
                guaranteed. I agree to the{' '}
                <Link to={pagePath('terms')} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
                  Terms and Conditions
                </Link>
                .
              </>
            }
          >
            {/* Not an answer the letter uses: it only unlocks the button, so it stays outside the form's values. */}
            <Checkbox checked={acceptTerms} onChange={(e) => setAcceptTerms(e.target.checked)} />
          </CheckboxField>
          <Button type="submit" size="lg" disabled={!acceptTerms || generating} className="w-full sm:w-auto sm:self-start">
            {generating ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Generating Your Letter...
              </>
            ) : (
              <>
                <Sparkles className="h-4 w-4" aria-hidden="true" /> {generator.generated ? 'Regenerate Letter' : 'Generate Letter'}
              </>
            )}
          </Button>
          {!acceptTerms ? <p className="text-xs text-slate-500">Tick the box above to generate your letter.</p> : null}
        </div>
      </form>

      <div ref={resultRef} className="mt-8 scroll-mt-20" aria-live="polite">
        <LetterResult
          letter={generator.text}
          text={shownText}
          onTextChange={(text) => edits.setEdited(text === generator.text ? null : text)}
          edited={edits.edited !== null}
          notice={
            generator.text ? (
              <PlaceholderNotice
                id="letter-placeholders"
                text={shownText}
                document={generator.format === 'email' ? 'email' : 'letter'}
                onFill={fillDetails}
              />
            ) : null
          }
          status={generator.status}
          tones={generator.tones}
          format={generator.format}
          onFormatChange={(format) =>
            edits.unlessEdited(format === 'email' ? 'The email format' : 'The letter format', () => generator.setFormat(format))
          }
          onToneChange={(tone) => edits.unlessEdited('Another tone', () => generator.chooseTone(tone))}
          blend={generator.blend}
          onBlendChange={(blend) => edits.unlessEdited('Changing the blend', () => generator.chooseBlend(blend))}
          onCopy={copy}
          onDownload={download}
          onDownloadPdf={downloadPdf}
          pdfBusy={pdfBusy}
          onPrint={print}
          extraActions={
            renderResultActions && generator.generated && generator.text
              ? renderResultActions({
                  generated: signedGenerated ?? generator.generated,
                  format: generator.format,
                  text: shownText,
                  scenario: fromScenario && keepsScenario(generator.generated.form, fromScenario) ? fromScenario.key : null,
                  markSaved,
                  checkPlaceholders: check,
                })
              : undefined
          }
        />
      </div>
      {generator.text ? <LetterPrintView text={shownText} /> : null}
      {placeholderCheck.dialog}
      {edits.dialog}

      <UnsavedLetterGuard when={generator.unsaved || (edits.edited !== null && edits.edited !== savedText)} />
    </>
  );
}

/**
 * Asks before leaving while the letter is unsaved. A component of its own: the router's blocker sets state once after
 * it mounts, and that re-render is this small component's, not the whole form's (docs/performance.md, "Main thread").
 */
function UnsavedLetterGuard({ when }: { when: boolean }) {
  const guard = useLeaveGuard(when);
  return (
    <ConfirmDialog
      open={guard.asking}
      title="Leave without saving your letter?"
      description="Your letter is built in your browser and is not stored anywhere. If you leave this page it will be lost. Copy, download or print it first to keep it."
      cancelLabel="Stay on this page"
      confirmLabel="Leave and lose letter"
      onCancel={guard.stay}
      onConfirm={guard.leave}
    />
  );
}
