-- "As of any moment", part 3: versions by when they became known, for an early asOf, whose few
-- versions known then are summed directly (routeAt in projections/money/history/queries.ts).
CREATE INDEX money_transaction_versions_by_known_from ON money_transaction_versions (user_id, known_from);
