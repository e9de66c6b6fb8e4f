/** GET/POST /api/water: a user's glasses of water on one day. Type-only. */
export interface WaterDayJson {
  /** yyyy-mm-dd, the user's day. */
  date: string;
  glasses: number;
}
