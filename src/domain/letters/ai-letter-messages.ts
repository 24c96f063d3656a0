/** What the AI letter panel and POST /api/letters/ai tell the renter, shown verbatim (no zod here: the browser imports it). */
export const AI_LETTER_MESSAGES = {
  unavailable: 'AI personalisation is not available right now. Your template letter is ready to use.',
  failedTitle: 'Generation Failed',
  failed: 'There was an error generating your letter. Please try again.',
  figuresFallback:
    'The AI letter did not match your plan (a figure we could not verify, or another ask or lease term), so here is your template letter instead. No revision was used.',
} as const;
