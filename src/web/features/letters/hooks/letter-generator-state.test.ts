import { emptyLetterForm, type LetterForm } from '#domain/letters/letter-form.schema.ts';
import { letterFromAnswers } from '#domain/letters/letter-from-answers.ts';
import { describe, expect, it } from 'vitest';
import {
  type GeneratorAction,
  type GeneratorState,
  generationStatus,
  generatorReducer,
  initialGeneratorState,
  letterToBuild,
} from './letter-generator-state.ts';

const today = new Date(2026, 10, 21);
const answers: LetterForm = {
  ...emptyLetterForm(),
  landlordName: 'Maple',
  propertyAddress: '12 Oak Street',
  zipcode: '30301',
  currentRent: '1850',
  tenureLengthYears: '2',
};

/**
 * The page as the hook drives it: each action through the reducer, then the build effect (`letterToBuild`), which
 * builds with the real entry point and counts every build.
 */
function page() {
  let state: GeneratorState = initialGeneratorState;
  let builds = 0;
  const effect = () => {
    const pending = letterToBuild(state);
    if (!pending) return;
    builds += 1;
    const built = letterFromAnswers(pending.answers, { market: null, rentCheck: null, tones: pending.tones, today });
    const outcome = { ...built, market: null, rentCheck: null, tones: pending.tones, builtOn: today };
    state = generatorReducer(state, { type: 'built', outcome });
  };
  return {
    send(action: GeneratorAction) {
      state = generatorReducer(state, action);
      effect();
    },
    /** Another render (a keystroke, the figures landing): never a build of its own. */
    render: effect,
    get state() {
      return state;
    },
    get builds() {
      return builds;
    },
  };
}

describe('letter generator state', () => {
  it('builds the letter once per generation, when the wait is over, and never for a format change or a render', () => {
    const p = page();
    p.send({ type: 'generate', answers, tones: ['conversational'] });
    expect(generationStatus(p.state)).toBe('generating');
    p.render();
    expect(p.builds).toBe(0);
    expect(p.state.generated).toBeNull();
    p.send({ type: 'waited' });
    expect(p.builds).toBe(1);
    p.render();
    p.send({ type: 'format-chosen', format: 'email' });
    expect(p.builds).toBe(1);
    expect(generationStatus(p.state)).toBe('idle');
    expect(p.state.generated?.version).toBe(1);
    expect(p.state.generated?.letter.text).toContain('$1,850');
    expect(p.state.ended).toEqual({ shown: true, regenerated: false, tones: ['conversational'] });

    // Another tone: one more build, shown as a regeneration.
    p.send({ type: 'generate', answers, tones: ['direct'] });
    expect(generationStatus(p.state)).toBe('regenerating');
    p.send({ type: 'waited' });
    p.send({ type: 'format-chosen', format: 'letter' });
    p.send({ type: 'blend-chosen', on: true });
    p.render();
    expect(p.builds).toBe(2);
    expect(p.state.generated?.version).toBe(2);
    expect(p.state.tones).toEqual(['direct']);
    expect(p.state.ended).toEqual({ shown: true, regenerated: true, tones: ['direct'] });
  });

  it('ends a failed build with the failure, keeping the letter already shown', () => {
    let state = generatorReducer(initialGeneratorState, { type: 'generate', answers, tones: ['friendly'] });
    state = generatorReducer(state, { type: 'waited' });
    expect(generationStatus(state)).toBe('generating');
    state = generatorReducer(state, { type: 'built', outcome: 'failed' });
    expect(generationStatus(state)).toBe('idle');
    expect(state.generated).toBeNull();
    expect(state.ended).toEqual({ shown: false, regenerated: false, tones: ['friendly'] });
  });

  it('counts a letter saved until the next one is shown', () => {
    const p = page();
    p.send({ type: 'generate', answers, tones: ['conversational'] });
    p.send({ type: 'waited' });
    p.send({ type: 'saved' });
    expect(p.state.savedVersion).toBe(1);
    p.send({ type: 'generate', answers, tones: ['direct'] });
    p.send({ type: 'waited' });
    expect(p.state.generated?.version).toBe(2);
    expect(p.state.savedVersion).toBe(1);
  });
});
