import { describe, expect, it } from 'vitest';
import { atlanta30301 } from '#tests/fixtures/market-analysis.ts';
import { buildLetter } from './letter-builder.ts';
import { buildReply } from './reply-builder.ts';
import { emptyReplyForm } from './reply-form.ts';
import { replyFormSchema } from './reply-form.schema.ts';
import { fieldErrors } from '#tests/support/field-errors.ts';
import { emptyLetterForm, type LetterFormInput, letterFormSchema } from './letter-form.schema.ts';
import {
  fillSenderPlaceholders,
  homeAddressLines,
  placeholdersIn,
  SENDER_MESSAGES,
  senderBlockLines,
  senderOf,
  signatureLines,
} from './sender.ts';

const validateLetterForm = (form: LetterFormInput) => fieldErrors(letterFormSchema, form);

const jane = senderOf({
  senderName: '  Jane   Rivera ',
  senderPhone: '(404) 555-0132',
  senderEmail: 'jane@example.com',
  senderAddress: '',
});

describe('the signature', () => {
  it("signs with the renter's name, phone and email", () => {
    expect(signatureLines(jane)).toEqual(['Jane Rivera', '(404) 555-0132', 'jane@example.com']);
  });

  it('keeps the three placeholders of the spec when the renter gave no detail at all', () => {
    expect(signatureLines(senderOf({}))).toEqual(['[Your Name]', '[Your Phone Number]', '[Your Email]']);
  });

  it('leaves out a phone or email the renter chose not to give, and keeps only a missing name as a placeholder', () => {
    expect(signatureLines(senderOf({ senderName: 'Jane Rivera' }))).toEqual(['Jane Rivera']);
    expect(signatureLines(senderOf({ senderEmail: 'jane@example.com' }))).toEqual(['[Your Name]', 'jane@example.com']);
  });
});

describe('the sender block', () => {
  it("is the renter's name and home, with the city, state and ZIP on a line of their own", () => {
    const home = homeAddressLines('123 Peachtree St NE, Apt 5B', '30301', { city: 'Atlanta', state: 'GA' });
    expect(senderBlockLines(jane, home)).toEqual(['Jane Rivera', '123 Peachtree St NE, Apt 5B', 'Atlanta, GA 30301']);
  });

  it('uses the postal address the renter gave instead of the home, line by line', () => {
    const sender = senderOf({ senderName: 'Jane Rivera', senderAddress: 'PO Box 12\n  Decatur, GA 30030 ' });
    expect(senderBlockLines(sender, ['123 Peachtree St NE'])).toEqual(['Jane Rivera', 'PO Box 12', 'Decatur, GA 30030']);
  });

  it('does not repeat a ZIP the typed address already holds, nor invent a city it does not know', () => {
    expect(homeAddressLines('12 Oak St, Atlanta, GA 30301', '30301', { city: 'Atlanta', state: 'GA' })).toEqual([
      '12 Oak St, Atlanta, GA 30301',
    ]);
    expect(homeAddressLines('12 Oak St', '30301', null)).toEqual(['12 Oak St']);
  });
});

describe('placeholders', () => {
  it('finds each placeholder our letters and replies write, once, in order', () => {
    const text = "Dear [Landlord's Name],\n...\nBest regards,\n[Your Name]\n[Your Phone Number]\n[Your Email]\n[Your Name]";
    expect(placeholdersIn(text)).toEqual(["[Landlord's Name]", '[Your Name]', '[Your Phone Number]', '[Your Email]']);
  });

  it("ignores the renter's own brackets", () => {
    expect(placeholdersIn('The heater [fixed in May] broke again.')).toEqual([]);
  });

  it("fills an edited letter's placeholders from the details given, keeping every edit", () => {
    const edited = 'Dear Sam,\nI rewrote this myself.\n\nSincerely,\n[Your Name]\n[Your Phone Number]\n[Your Email]';
    expect(fillSenderPlaceholders(edited, senderOf({ senderName: 'Jane Rivera', senderEmail: 'jane@example.com' }))).toBe(
      'Dear Sam,\nI rewrote this myself.\n\nSincerely,\nJane Rivera\njane@example.com',
    );
    expect(fillSenderPlaceholders(edited, senderOf({}))).toBe(edited);
  });
});

describe('the sender fields of the letter form', () => {
  const form = {
    ...emptyLetterForm(),
    landlordName: 'Sam',
    propertyAddress: '1 Main St',
    zipcode: '30301',
    currentRent: '2,000',
    tenureLengthYears: '2',
  };

  it('are optional', () => {
    expect(validateLetterForm(form)).toEqual({});
    expect(letterFormSchema.parse({ ...form, senderName: undefined }).senderName).toBe('');
  });

  it('refuse a phone or email that is not one, each with its message', () => {
    expect(validateLetterForm({ ...form, senderPhone: 'call me', senderEmail: 'jane at example' })).toEqual({
      senderPhone: SENDER_MESSAGES.senderPhone,
      senderEmail: SENDER_MESSAGES.senderEmail,
    });
    expect(validateLetterForm({ ...form, senderPhone: '+1 (404) 555-0132', senderEmail: 'jane@example.com' })).toEqual({});
  });
});

describe('a signed letter', () => {
  const form = {
    ...emptyLetterForm(),
    landlordName: 'Peachtree Residential LLC',
    propertyAddress: '123 Peachtree St NE, Apt 5B',
    zipcode: '30301',
    currentRent: '2,500',
    tenureLengthYears: '3',
    senderName: 'Jane Rivera',
    senderPhone: '(404) 555-0132',
    senderEmail: 'jane@example.com',
  };
  const today = new Date(2026, 10, 23);

  it('starts with the sender block and ends with the signature, no placeholder left', () => {
    const letter = buildLetter(form, atlanta30301(2500), { tones: ['professional'], today, format: 'letter' });
    expect(letter.text.startsWith('Jane Rivera\n123 Peachtree St NE, Apt 5B\nAtlanta, GA 30301\n\nNovember 23, 2026\n\n')).toBe(true);
    expect(letter.text.endsWith('Sincerely,\nJane Rivera\n(404) 555-0132\njane@example.com')).toBe(true);
    expect(placeholdersIn(letter.text)).toEqual([]);
  });

  it('signs the email the same way, without a sender block', () => {
    const email = buildLetter(form, atlanta30301(2500), { tones: ['conversational'], today, format: 'email' });
    expect(email.text.startsWith('Subject: ')).toBe(true);
    expect(email.text.endsWith('\nJane Rivera\n(404) 555-0132\njane@example.com')).toBe(true);
  });

  it('signs a reply with the same block', () => {
    const reply = buildReply(
      replyFormSchema.parse({
        ...emptyReplyForm(),
        landlordName: 'Sam',
        landlordResponse: 'We cannot lower the rent.',
        responseType: 'decline',
        currentRent: '2,500',
        acceptDisclaimer: true,
        senderName: 'Jane Rivera',
        senderEmail: 'jane@example.com',
      }),
      { today },
    );
    expect(reply.endsWith('\nJane Rivera\njane@example.com')).toBe(true);
    expect(placeholdersIn(reply)).toEqual([]);
  });
});
