/** The upload routes of the bank imports (issue 11): raw bodies (CSV, OFX/QFX, QIF), not JSON. */
export const BANK_CSV_PREVIEW_PATH = '/api/imports/bank-csv/preview';
export const BANK_CSV_IMPORT_PATH = '/api/imports/bank-csv';
export const OFX_PREVIEW_PATH = '/api/imports/ofx/preview';
export const OFX_IMPORT_PATH = '/api/imports/ofx';
export const QIF_PREVIEW_PATH = '/api/imports/qif/preview';
export const QIF_IMPORT_PATH = '/api/imports/qif';
export const BANK_UPLOAD_PATHS: readonly string[] = [
  BANK_CSV_PREVIEW_PATH,
  BANK_CSV_IMPORT_PATH,
  OFX_PREVIEW_PATH,
  OFX_IMPORT_PATH,
  QIF_PREVIEW_PATH,
  QIF_IMPORT_PATH,
];

/** Decades of a busy account are a few tens of MB; 100,000 rows are about 6 MB. */
export const BANK_UPLOAD_LIMIT_BYTES = 256 * 1024 * 1024;
