import { describe, expect, it } from 'vitest';
import { blendRoles, type LetterTone, type ReplyTone, toggleTone } from './tones.ts';

const form = { inResultView: false };
const result = { inResultView: true };

describe('toggleTone', () => {
  it('adds a tone up to two, keeping the order chosen', () => {
    expect(toggleTone<ReplyTone>(['professional'], 'friendly', form)).toEqual(['professional', 'friendly']);
  });

  it('drops the older of two when a third is chosen', () => {
    expect(toggleTone<ReplyTone>(['professional', 'friendly'], 'strategic', form)).toEqual(['friendly', 'strategic']);
    expect(toggleTone<LetterTone>(['direct', 'friendly'], 'conversational', result)).toEqual(['friendly', 'conversational']);
  });

  it('removes a selected tone', () => {
    expect(toggleTone<ReplyTone>(['professional', 'friendly'], 'professional', result)).toEqual(['friendly']);
  });

  it('ignores removing the last tone in the result view', () => {
    expect(toggleTone<ReplyTone>(['diplomatic'], 'diplomatic', result)).toEqual(['diplomatic']);
  });

  it('allows removing the last tone in the form view', () => {
    expect(toggleTone<ReplyTone>(['diplomatic'], 'diplomatic', form)).toEqual([]);
  });

  it('does not change the array it is given', () => {
    const selected: ReplyTone[] = ['professional', 'friendly'];
    toggleTone(selected, 'strategic', form);
    expect(selected).toEqual(['professional', 'friendly']);
  });
});

describe('blendRoles', () => {
  it('lets one tone play both parts and two tones split them', () => {
    expect(blendRoles<LetterTone>(['direct'], 'conversational')).toEqual({ lead: 'direct', voice: 'direct' });
    expect(blendRoles<LetterTone>(['direct', 'friendly'], 'conversational')).toEqual({ lead: 'direct', voice: 'friendly' });
  });

  it('falls back to the default and keeps the two most recent', () => {
    expect(blendRoles<LetterTone>([], 'conversational')).toEqual({ lead: 'conversational', voice: 'conversational' });
    expect(blendRoles<LetterTone>(undefined, 'conversational').lead).toBe('conversational');
    expect(blendRoles<LetterTone>(['direct', 'friendly', 'professional'], 'conversational')).toEqual({
      lead: 'friendly',
      voice: 'professional',
    });
  });
});
