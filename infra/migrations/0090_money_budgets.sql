-- Budgets (issue 11, projection 'money-budgets'): one row per live budget. "One budget per category
-- per month" is decided by the per-user budget book stream (budgets-<userId>), not enforced here.
CREATE TABLE money_budgets (
  user_id          uuid        NOT NULL,
  id               uuid        NOT NULL,
  category_id      uuid        NOT NULL,
  year             int         NOT NULL,
  month            int         NOT NULL,
  amount_cents     bigint      NOT NULL,
  copied_from      uuid,
  created_position text        NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);

CREATE INDEX money_budgets_month ON money_budgets (user_id, year, month);
