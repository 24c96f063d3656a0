import type { GoogleGenAI } from '@google/genai';

export const GEMINI_MODEL = 'gemini-2.5-flash';
const GEMINI_TIMEOUT_MS = 10_000;

export class AiUnavailableError extends Error {}

export interface LetterWriter {
  readonly configured: boolean;
  /** Returns the model's text; throws AiUnavailableError on error, empty answer or timeout. */
  write(input: { system: string; prompt: string }): Promise<string>;
}

/** Gemini through the official SDK; with no key every caller keeps the template letter. */
export function createLetterWriter(options: {
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  timeoutMs?: number;
}): LetterWriter {
  if (!options.apiKey) {
    return {
      configured: false,
      write: async () => {
        throw new AiUnavailableError('AI personalisation is not configured on this server');
      },
    };
  }
  const { apiKey, baseUrl } = options;
  const timeoutMs = options.timeoutMs ?? GEMINI_TIMEOUT_MS;
  // The SDK is loaded on the first letter, not at start-up (docs/performance.md, "Start-up and memory").
  let client: Promise<GoogleGenAI> | undefined;
  const getClient = () =>
    (client ??= import('@google/genai').then(
      (sdk) => new sdk.GoogleGenAI({ apiKey, httpOptions: { timeout: timeoutMs, ...(baseUrl ? { baseUrl } : {}) } }),
    ));
  return {
    configured: true,
    async write({ system, prompt }) {
      // The time limit is the AI service's: it starts once the SDK is loaded (the first letter loads it).
      let sdk: GoogleGenAI;
      try {
        sdk = await getClient();
      } catch {
        client = undefined;
        throw new AiUnavailableError('The AI service failed');
      }
      const abort = AbortSignal.timeout(timeoutMs);
      try {
        const response = await sdk.models.generateContent({
          model: GEMINI_MODEL,
          contents: prompt,
          config: { systemInstruction: system, temperature: 0.7, maxOutputTokens: 2048, abortSignal: abort },
        });
        const text = response.text?.trim();
        if (!text) throw new AiUnavailableError('The AI service returned an empty letter');
        return text;
      } catch (error) {
        if (error instanceof AiUnavailableError) throw error;
        throw new AiUnavailableError(abort.aborted ? 'The AI service timed out' : 'The AI service failed');
      }
    },
  };
}
