import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A list of short statements, each marked with the brand check (features, inclusions). */
export function CheckList({ items, relaxed = false, className }: { items: readonly string[]; relaxed?: boolean; className?: string }) {
  return (
    <ul className={cn(relaxed ? 'space-y-3' : 'space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm text-slate-700">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
