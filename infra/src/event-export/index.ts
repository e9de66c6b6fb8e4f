export * from './format';
export { exportUserEvents, type ExportOptions } from './export';
export { verifyExport, type ExportVerification } from './verify';
export { importExport, type ImportOptions, type ImportResult } from './import';
