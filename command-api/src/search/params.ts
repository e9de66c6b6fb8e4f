import { hasControlCharacters } from '@life/domain';
import { searchedAmount } from '@life/domain/search/amount';
import { MAX_SEARCH_LENGTH, searchMessages } from '@life/domain/search/constants';
import { z } from 'zod';

/**
 * GET /api/search?q=: the text, trimmed, 1..100 characters, no control characters; anything else is
 * a 400 naming `q`. A text that reads as an amount ("86.42", "-86.42") also matches amounts.
 */
export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: searchMessages.required })
      .refine((value) => !hasControlCharacters(value), { message: searchMessages.controlCharacters, abort: true })
      .transform((value) => value.trim())
      .refine((value) => value.length > 0, { message: searchMessages.required, abort: true })
      .refine((value) => value.length <= MAX_SEARCH_LENGTH, { message: searchMessages.tooLong }),
  })
  .transform(({ q }) => {
    const amount = searchedAmount(q);
    return { text: q, ...(amount ? { amount } : {}) };
  });

/** A parsed search: the text, and the amount it reads as (if any). */
export type SearchQuery = z.output<typeof searchQuerySchema>;
