/** Premium status: active while a completed purchase has not expired; the first (newest) such purchase is used. */
export interface PurchaseSummary {
  id: string;
  packageType: string;
  price: number;
  status: string;
  expiresAt: string;
  createdAt: string;
}

export interface PremiumStatus {
  active: boolean;
  packageType: string | null;
  expiresAt: string | null;
  daysLeft: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysLeft(expiresAt: string | Date, now: Date): number {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

export function premiumStatus(purchases: readonly PurchaseSummary[], now: Date): PremiumStatus {
  const current = purchases.find((p) => p.status === 'completed' && new Date(p.expiresAt).getTime() > now.getTime());
  if (!current) return { active: false, packageType: null, expiresAt: null, daysLeft: 0 };
  return { active: true, packageType: current.packageType, expiresAt: current.expiresAt, daysLeft: daysLeft(current.expiresAt, now) };
}
