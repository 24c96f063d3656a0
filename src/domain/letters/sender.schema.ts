import { z } from 'zod';
import { isEmailAddress, isPhoneNumber, SENDER_LIMITS, SENDER_MESSAGES } from './sender.ts';

const limited = (max: number, message: string) =>
  z
    .string()
    .default('')
    .refine((value) => value.trim().length <= max, { error: message });

/**
 * The sender's fields as a letter or reply form takes them (sender.ts): each optional, blank by default; a phone or
 * email given must look like one, so a typo is caught before it is printed under the renter's name.
 */
export const senderFields = {
  senderName: limited(SENDER_LIMITS.senderName, SENDER_MESSAGES.senderName),
  senderPhone: limited(SENDER_LIMITS.senderPhone, SENDER_MESSAGES.senderPhone).refine(
    (value) => value.trim() === '' || isPhoneNumber(value),
    { error: SENDER_MESSAGES.senderPhone },
  ),
  senderEmail: limited(SENDER_LIMITS.senderEmail, SENDER_MESSAGES.senderEmail).refine(
    (value) => value.trim() === '' || isEmailAddress(value),
    { error: SENDER_MESSAGES.senderEmail },
  ),
  senderAddress: limited(SENDER_LIMITS.senderAddress, SENDER_MESSAGES.senderAddress),
};
