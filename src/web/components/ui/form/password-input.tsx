import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { scheduleClipboardClear, sensitiveFieldHandlers } from '../../../lib/sensitive-fields.ts';
import { Input } from './field.tsx';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  invalid?: boolean;
  /** Shows a show/hide toggle. */
  revealable?: boolean;
}

/** A password field with its protections: no context menu or drag, clipboard cleared 5 s after blur. */
export function PasswordInput({ revealable = false, className, onBlur, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn(revealable && 'pr-11', className)}
        {...sensitiveFieldHandlers}
        onBlur={(event) => {
          scheduleClipboardClear();
          onBlur?.(event);
        }}
        {...props}
      />
      {revealable ? (
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 disabled:opacity-50"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
        </button>
      ) : null}
    </div>
  );
}
