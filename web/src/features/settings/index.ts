/** The user's settings (issue 26): what other features may use. */
export { WeekStartSelect } from './WeekStartSelect';
