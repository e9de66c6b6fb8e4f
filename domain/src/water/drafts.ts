/** POST /api/water (waterGlassSchema): the day to add a glass to; undefined: the user's today. Types only. */
export interface WaterGlassDraft {
  date?: string;
}
