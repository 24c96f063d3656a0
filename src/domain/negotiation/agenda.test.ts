import { describe, expect, it } from 'vitest';
import { dueNext, emailedAgenda, type NegotiationProgress, negotiationAgenda, negotiationOutcome } from './agenda.ts';

const start: NegotiationProgress = {
  sendOn: '2026-12-01',
  replyBy: '2026-12-15',
  noticeBy: '2027-01-15',
  leaseEnd: '2027-02-28',
  letterSentOn: null,
  answered: false,
  agreement: null,
  signedOn: null,
};
const agreement = { rent: 2325, termMonths: 12, signBy: '2027-01-10', agreedOn: '2026-12-20' };
const kinds = (p: NegotiationProgress) => negotiationAgenda(p).map((item) => item.kind);

describe('a negotiation’s agenda follows its state', () => {
  it('lists every date before the letter goes, and the lease end only on the dashboard and in the calendar', () => {
    expect(kinds(start)).toEqual(['send', 'reply_by', 'follow_up', 'notice', 'lease_end']);
    expect(emailedAgenda(start).map((item) => item.kind)).toEqual(['send', 'reply_by', 'follow_up', 'notice']);
  });

  it('keeps an unsent letter due as overdue, and stops asking once it is marked sent', () => {
    expect(dueNext(start, '2026-12-03')).toMatchObject({ kind: 'send', overdue: true });
    expect(dueNext({ ...start, letterSentOn: '2026-12-02' }, '2026-12-03')).toMatchObject({ kind: 'reply_by', overdue: false });
  });

  it('drops "answer due" and the follow-up once an answer is recorded, and the notice deadline once agreed', () => {
    expect(kinds({ ...start, letterSentOn: '2026-12-01', answered: true })).toEqual(['notice', 'lease_end']);
    expect(kinds({ ...start, answered: true, agreement })).toEqual(['sign_by', 'lease_end']);
    expect(dueNext({ ...start, answered: true, agreement }, '2027-01-11')).toMatchObject({ kind: 'sign_by', overdue: true });
  });

  it('has nothing ahead once signed', () => {
    expect(negotiationAgenda({ ...start, agreement, signedOn: '2027-01-05' })).toEqual([]);
    expect(dueNext({ ...start, agreement, signedOn: '2027-01-05' }, '2027-01-06')).toBeNull();
  });

  it('measures the outcome against the proposal the letter answered, else the first answer’s figure, else the current rent', () => {
    const answer = { kind: 'landlord_answer', amount: 2450 };
    expect(negotiationOutcome({ proposedRent: 2550, currentRent: 2400, events: [answer] }, agreement)?.savedOverTerm).toBe(2700);
    expect(negotiationOutcome({ proposedRent: null, currentRent: 2400, events: [answer] }, agreement)).toMatchObject({
      firstProposal: 2450,
      firstProposalSource: 'answer',
      savedOverTerm: 1500,
    });
    expect(negotiationOutcome({ proposedRent: null, currentRent: 2300, events: [] }, agreement)).toMatchObject({
      firstProposalSource: 'current',
      savedOverTerm: -300,
    });
    expect(negotiationOutcome({ proposedRent: 2550, currentRent: 2400, events: [] }, null)).toBeNull();
  });
});
