/** Checkpoint names of the progress room (issue 27); the API waits on them (read-your-writes). */
export const PROGRESS_HISTORY = 'progress-history';
export const BODY_WEIGHT = 'body-weight';
