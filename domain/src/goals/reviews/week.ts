/** The reviewed week: the user's week (shared/weeks.ts), Monday to Sunday unless they chose another first day. */
export { weekEndOf, weekStartOf } from '../../shared/weeks';
