import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '#tests/fakes/gemini-api.ts';
import { AiUnavailableError, createLetterWriter, GEMINI_MODEL } from './gemini.ts';

describe('Gemini letter writer', () => {
  let gemini: FakeGemini;
  beforeAll(async () => {
    gemini = await startFakeGemini();
  });
  afterAll(() => gemini.close());

  it('is not configured without a key and refuses to write', async () => {
    const writer = createLetterWriter({});
    expect(writer.configured).toBe(false);
    await expect(writer.write({ system: 's', prompt: 'p' })).rejects.toThrow(AiUnavailableError);
  });

  it('sends the prompt and system instruction to the model with the key, and returns its text', async () => {
    Object.assign(gemini.state, { reply: '  Dear Ms. Lee,\nThank you.  ', status: 200, delayMs: 0 });
    const writer = createLetterWriter({ apiKey: 'test-key', baseUrl: gemini.url });
    await expect(writer.write({ system: 'Write letters.', prompt: 'Rent $2,000' })).resolves.toBe('Dear Ms. Lee,\nThank you.');
    const request = gemini.requests.at(-1)!;
    expect(request.path).toContain(`models/${GEMINI_MODEL}:generateContent`);
    expect(request.apiKey).toBe('test-key');
    expect(JSON.stringify(request.body)).toContain('Rent $2,000');
    expect(JSON.stringify(request.body)).toContain('Write letters.');
  });

  it('turns a server error into AiUnavailableError', async () => {
    Object.assign(gemini.state, { reply: '', status: 500, delayMs: 0 });
    const writer = createLetterWriter({ apiKey: 'test-key', baseUrl: gemini.url });
    await expect(writer.write({ system: 's', prompt: 'p' })).rejects.toThrow('The AI service failed');
  });

  it('gives up after the timeout', async () => {
    Object.assign(gemini.state, { reply: 'late', status: 200, delayMs: 1500 });
    const writer = createLetterWriter({ apiKey: 'test-key', baseUrl: gemini.url, timeoutMs: 300 });
    await expect(writer.write({ system: 's', prompt: 'p' })).rejects.toThrow('The AI service timed out');
  });

  it('refuses an empty answer', async () => {
    Object.assign(gemini.state, { reply: '   ', status: 200, delayMs: 0 });
    const writer = createLetterWriter({ apiKey: 'test-key', baseUrl: gemini.url });
    await expect(writer.write({ system: 's', prompt: 'p' })).rejects.toThrow('empty letter');
  });
});
