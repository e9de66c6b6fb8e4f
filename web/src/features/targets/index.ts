/** The targets feature's front door: what other features may use (they import this folder, or its queries.ts). */
export { TargetsDialog } from './TargetsDialog';
