/** Checkpoint name of the targets projection; query handlers wait on it (read-your-writes). */
export const TARGETS = 'targets';
