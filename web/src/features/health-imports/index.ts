/** The health-imports feature's front door: what other features may use (they import this folder, or its queries.ts). */
export { HealthImportPage } from './HealthImportPage';
export { ImportProgress } from './ImportProgress';
export { ImportSummary, plural } from './ImportSummary';
export { PastImports } from './PastImports';
export { uploadFile } from './upload';
export type { UploadProgress } from './upload';
