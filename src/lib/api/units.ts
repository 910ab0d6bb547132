import { z } from '../zod.ts';

/** Money in the API is US dollars as a JSON number with at most 2 decimals; the database keeps whole cents. */
export const usd = (description: string) => z.number().meta({ description: `${description}; US dollars, 2 decimals` });

/** Weights are whole grams. */
export const grams = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}; grams` });

/** Times are ISO 8601 strings in UTC. */
export const timestamp = (description?: string) =>
  z.string().meta({ format: 'date-time', ...(description ? { description } : {}) });
