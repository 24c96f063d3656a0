import { Loader2 } from 'lucide-react';

/** Covers a letter or reply while it is rewritten in another tone; `children` says what is being rewritten. */
export function RewritingOverlay({ children }: { children: string }) {
  return (
    <div className="absolute inset-0 z-10 flex justify-center rounded-xl bg-white/70 pt-10" role="status">
      <span className="flex h-fit items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-md ring-1 ring-slate-200">
        <Loader2 className="h-4 w-4 animate-spin text-brand-700" aria-hidden="true" /> {children}
      </span>
    </div>
  );
}
