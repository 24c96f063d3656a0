import { describe, expect, it } from 'vitest';
import { emptyReplyForm } from './reply-form.ts';
import { type ReplyFormInput, validateReplyForm } from './reply-form.schema.ts';

const complete: ReplyFormInput = {
  ...emptyReplyForm(),
  landlordResponse: 'We can offer $1,950 instead.',
  responseType: 'counter',
  acceptDisclaimer: true,
};

describe('validateReplyForm', () => {
  it('reports the four required-field messages, word for word', () => {
    expect(validateReplyForm({ ...emptyReplyForm(), selectedTones: [] })).toEqual({
      landlordResponse: "Please paste your landlord's response",
      responseType: 'Please select how your landlord responded',
      selectedTones: 'Please select at least one response tone',
      acceptDisclaimer: 'Please accept the disclaimer to continue',
    });
  });

  it('passes a complete form and treats a blank response as missing', () => {
    expect(validateReplyForm(complete)).toEqual({});
    expect(validateReplyForm({ ...complete, landlordResponse: '  ' })).toEqual({
      landlordResponse: "Please paste your landlord's response",
    });
  });

  it('defaults to the professional tone, normal timeline and no flexibility', () => {
    expect(emptyReplyForm()).toMatchObject({ selectedTones: ['professional'], timeline: 'normal', flexibility: 'none' });
  });
});
