/** Checkpoint name of the workouts projection; query handlers wait on it (read-your-writes). */
export const FITNESS_WORKOUTS = 'fitness-workouts';
