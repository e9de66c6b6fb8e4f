/** Every import route whose body is a raw file (app.ts lets them past the JSON-only and idempotency middleware). */
import { BANK_UPLOAD_PATHS } from './bank/paths';
import { HEALTH_UPLOAD_PATHS } from './health/paths';

export const RAW_UPLOAD_PATHS: readonly string[] = [...HEALTH_UPLOAD_PATHS, ...BANK_UPLOAD_PATHS];
