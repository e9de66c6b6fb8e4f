/** The upload routes of the Apple Health and MyFitnessPal imports: raw bodies (zip/xml, csv), not JSON. */
export const APPLE_HEALTH_IMPORT_PATH = '/api/imports/apple-health';
export const MFP_IMPORT_PATH = '/api/imports/mfp';
export const HEALTH_UPLOAD_PATHS: readonly string[] = [APPLE_HEALTH_IMPORT_PATH, MFP_IMPORT_PATH];

/** Apple exports of 1 GB and more occur; the body streams through, so only this bounds it. */
export const APPLE_HEALTH_UPLOAD_LIMIT_BYTES = 4 * 1024 * 1024 * 1024;
/** Years of MyFitnessPal days are a few MB. */
export const MFP_UPLOAD_LIMIT_BYTES = 64 * 1024 * 1024;
