import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { checkWaterGlass } from './validation';

/** POST /api/water body: the day (yyyy-mm-dd), or nothing for today. */
export const waterGlassBodySchema = z.object({ date: z.string().nullish() });
export type WaterGlassInput = z.input<typeof waterGlassBodySchema>;

/** POST /api/water: parses into a WaterGlassDraft. */
export const waterGlassSchema = draftSchema(waterGlassBodySchema, checkWaterGlass);
