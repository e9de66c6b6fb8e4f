/** The search feature's front door: the header's search box (issue 24), loaded lazily. */
export { HeaderSearchSlot } from './HeaderSearchSlot';
