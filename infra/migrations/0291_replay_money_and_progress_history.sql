-- Two as-of fixes found by the as-of property test (issue 26): progress-history now applies
-- WorkoutUpdated (a workout edited showed its first values as of later moments), and money-history
-- keeps a restored account's or category's creation position and time in its versions. Versions
-- written before were wrong from those events on, so both projections replay from the start (rows
-- and checkpoints emptied, as `projector rebuild money-history` and `... progress-history` do).
DELETE FROM money_transaction_versions;
DELETE FROM money_account_versions;
DELETE FROM money_category_versions;
DELETE FROM money_balance_adjustment_versions;
DELETE FROM money_history_daily_effects;
DELETE FROM money_history_monthly_summary;
DELETE FROM fitness_workout_versions;
DELETE FROM nutrition_meal_versions;
DELETE FROM user_targets_versions;
DELETE FROM projection_checkpoints WHERE name IN ('money-history', 'progress-history');
DELETE FROM projection_parked_events WHERE projection IN ('money-history', 'progress-history');
DELETE FROM projection_failures WHERE projection IN ('money-history', 'progress-history');
