import { describe, expect, it } from 'vitest';
import { emptyReplyForm } from './reply-form.ts';
import { fieldErrors } from '#tests/support/field-errors.ts';
import { type ReplyFormInput, replyFormSchema } from './reply-form.schema.ts';

const validateReplyForm = (form: ReplyFormInput) => fieldErrors(replyFormSchema, form);

const complete: ReplyFormInput = {
  ...emptyReplyForm(),
  landlordResponse: 'We can offer $1,950 instead.',
  responseType: 'counter',
  acceptDisclaimer: true,
};

describe("the reply form's messages", () => {
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
