/**
 * What a delete prompt says of a record that can be restored (issue 26), in place of SPEC's "This
 * action cannot be undone", no longer true for it: Recently Deleted brings it back (and the
 * deletion's toast offers Undo). Prompts of records without a restore keep SPEC's words.
 */
export const RESTORABLE_NOTE = 'You can restore it from Recently Deleted, under Settings on the money pages.';
