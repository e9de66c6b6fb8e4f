-- Split transactions and notes (issue 24): a transaction's lines ({ categoryId, amountCents, memo },
-- amounts absolute, adding up to amount_cents; [] when not split) and its free-text notes, in the
-- ledger and its versions (money-history), so the list, the as-of reads and the per-category sums
-- (each line to its category) read them. Events written before lack both: the defaults are exactly
-- what replaying them writes, so no rebuild is needed.
ALTER TABLE money_transactions ADD COLUMN notes text NOT NULL DEFAULT '';
ALTER TABLE money_transactions ADD COLUMN splits jsonb NOT NULL DEFAULT '[]';
ALTER TABLE money_transaction_versions ADD COLUMN notes text NOT NULL DEFAULT '';
ALTER TABLE money_transaction_versions ADD COLUMN splits jsonb NOT NULL DEFAULT '[]';
