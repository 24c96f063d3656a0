import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClasses } from './button.tsx';

/**
 * A modal yes/no question (Radix AlertDialog: focus trapped, Escape cancels, the cancel button has focus first).
 * The safe choice, cancelling, is the primary button; the destructive confirmation is outlined in red.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // Mounted only while open: a closed Radix dialog still mounts its presence state machines, whose layout effects
  // update state on mount. On a prerendered page that update is synchronous and pulls every passive effect of the
  // hydration into the hydration commit's task (docs/performance.md, "Main thread"). The dialog has no closing animation, so nothing is lost.
  if (!open) return null;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('primary')}>{cancelLabel}</AlertDialog.Cancel>
            {/* A plain button, not AlertDialog.Action: Action would also fire onOpenChange(false), i.e. onCancel. */}
            <button
              type="button"
              className={buttonClasses('outline', 'md', 'border-red-300 text-red-700 hover:bg-red-50')}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
