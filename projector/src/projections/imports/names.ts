/** Checkpoint name of the import batches projection; query handlers wait on it (read-your-writes). */
export const IMPORT_BATCHES = 'import-batches';
