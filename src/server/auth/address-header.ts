/**
 * The header better-auth reads the client's address from (`advanced.ipAddress.ipAddressHeaders`). Only authHeaders
 * (auth-errors.ts) writes it, after deleting any copy the client sent, so better-auth's session rows record the
 * address our rate limits count (clientAddress: TRUST_PROXY hops from the right), never a forged X-Forwarded-For entry.
 */
export const AUTH_ADDRESS_HEADER = 'x-rentcheck-client-address';
