import type { Projection } from '../projection';

/** Every projection the runner, rebuild and status know by default. Feature projections add themselves here. */
export const allProjections: Projection[] = [];
