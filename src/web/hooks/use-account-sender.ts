import type { SenderDetails } from '#domain/letters/sender.ts';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../lib/auth.tsx';

type AccountSenderField = 'senderName' | 'senderEmail';

/**
 * A signed-in renter's name and email from the account fill the sender fields they have left blank (once per account;
 * after mount, the page may be prerendered). True once either was filled. `read` and `write` are the form's
 * `getValues` and `setValue`.
 */
export function useAccountSender(
  read: () => Partial<Pick<SenderDetails, AccountSenderField>>,
  write: (field: AccountSenderField, value: string) => void,
): boolean {
  const { user } = useAuth();
  const [fromAccount, setFromAccount] = useState(false);
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || filledFor.current === user.id) return;
    filledFor.current = user.id;
    const values = read();
    let filled = false;
    if (!values.senderName?.trim() && user.fullName?.trim()) {
      write('senderName', user.fullName.trim());
      filled = true;
    }
    if (!values.senderEmail?.trim() && user.email) {
      write('senderEmail', user.email);
      filled = true;
    }
    setFromAccount(filled);
  }, [user, read, write]);
  return fromAccount;
}
