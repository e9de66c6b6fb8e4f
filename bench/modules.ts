import { appleHealthBench } from './apple-health';
import { asOfBench } from './as-of';
import { bankCsvBench } from './bank-csv';
import { dashboardBench } from './dashboard';
import { fairnessBench } from './fairness';
import { appendsBench } from './event-store';
import { footprintBench } from './footprint';
import { ledgerScrollBench } from './ledger-scroll';
import { moneyBench } from './money';
import { peerActualBench } from './peer-actual';
import { perProjectionBench } from './per-projection';
import { pgLimitBench } from './pg-limit';
import { projectorBench } from './projector';
import { recurringBench } from './recurring';
import { registerBench } from './register';
import { reportsBench } from './reports';
import { schedulesBench } from './schedules';
import { screensBench } from './screens';
import { searchBench } from './search';
import type { BenchModule } from './types';

/** Every benchmark, in run order. Add new modules here (e.g. money). */
export const benchModules: BenchModule[] = [
  appendsBench,
  projectorBench,
  moneyBench,
  schedulesBench,
  recurringBench,
  dashboardBench,
  footprintBench,
  ledgerScrollBench,
  asOfBench,
  appleHealthBench,
  reportsBench,
  bankCsvBench,
  fairnessBench,
  searchBench,
  pgLimitBench,
  peerActualBench,
  screensBench,
  perProjectionBench,
  registerBench,
];
