-- SPEC section 3: a transaction generated from a recurring transaction is unique on
-- recurringTransactionId plus date. The worker guarantees it (one occurrence stream per day and
-- incarnation); this index proves it: a second live occurrence of the same day fails the ledger
-- loudly (parked) instead of counting twice. The ledger deletes before it upserts, so a day's
-- superseded incarnation leaves before the next one arrives in the same batch.
CREATE UNIQUE INDEX money_transactions_recurring_day ON money_transactions (user_id, recurring_transaction_id, date)
  WHERE recurring_transaction_id IS NOT NULL;
