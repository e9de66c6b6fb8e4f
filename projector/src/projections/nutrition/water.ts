import { projection } from '../../projection';
import { rowVersions } from '../as-of/row-versions';
import { occurredAt } from '../rows';
import { NUTRITION_WATER } from './names';

const waterVersions = rowVersions('nutrition_water', 'nutrition_water_versions'); // issue 26: as-of reads

/** nutrition_water: glasses per user and day; each event (a glass logged or removed) carries the day's count, so the latest one is the row. */
export const nutritionWaterProjection = projection({
  name: NUTRITION_WATER,
  canHandle: ['WaterGlassLogged', 'WaterGlassRemoved'],
  tables: ['nutrition_water', 'nutrition_water_versions'],
  resetsStream: ['WaterGlassLogged', 'WaterGlassRemoved'],
  async apply(tx, events) {
    for (const event of events) {
      const { userId, date, glasses } = event.data;
      await tx.query(
        `INSERT INTO nutrition_water (user_id, date, glasses, updated_at) VALUES ($1, $2::date, $3, $4)
         ON CONFLICT (user_id, date) DO UPDATE SET glasses = $3, updated_at = $4`,
        [userId, date, glasses, occurredAt(event)],
      );
      await waterVersions.snapshot(tx, event, { user_id: userId, date });
    }
  },
});
