import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import type { BlockedState } from '#domain/security/security.ts';
import { ShieldAlert } from 'lucide-react';

export function BlockedNotice({ blocked }: { blocked: BlockedState }) {
  return (
    <div role="alert" data-testid="blocked-notice" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
      <div>
        <p className="font-semibold">{AUTH_MESSAGES.blockedTitle}</p>
        <p className="mt-1 text-sm">{blocked.reason}</p>
      </div>
    </div>
  );
}
