/**
 * Where an imported record came from (issue 11): the import batch (`import-<importId>`) and the
 * source's own key for it, which the next import of the same file skips as a duplicate.
 */
export interface ImportSource {
  importId: string;
  externalId: string;
}

const MAX_SOURCE_TEXT_LENGTH = 200;
// C0, DEL, C1 and lone surrogates: what neither the log nor a read model should keep.
// eslint-disable-next-line no-control-regex -- the control characters are what this replaces
const UNSTORABLE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The source as an event keeps it: bounded, control characters replaced (external ids quote file content). */
export function storableImportSource(source: ImportSource | undefined): ImportSource | Record<string, never> {
  if (!source) return {};
  const clean = (text: string) => text.replace(UNSTORABLE, '?').slice(0, MAX_SOURCE_TEXT_LENGTH);
  return { importId: clean(source.importId), externalId: clean(source.externalId) };
}
