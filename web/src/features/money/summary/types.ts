import type { MoneySummaryJson, MoneyTotalsJson, MoneyUpcomingJson } from '@life/domain/transactions/api';

/** GET /api/money/summary's shapes, defined once in the domain; the old web names stay as aliases. */
export type TotalsView = MoneyTotalsJson;
export type MonthSummaryView = MoneySummaryJson;
export type { MoneyUpcomingJson };
