-- Money read models, part 2: transaction categories ("expense types") per user (projection 'money-categories').
-- Name+type uniqueness is decided by the per-user category list stream, not enforced here.
CREATE TABLE money_categories (
  user_id              uuid        NOT NULL,
  id                   uuid        NOT NULL,
  transaction_category text        NOT NULL,
  transaction_type     text        NOT NULL,
  description          text        NOT NULL,
  color                text        NOT NULL,
  is_active            boolean     NOT NULL,
  deleted              boolean     NOT NULL DEFAULT false,
  created_position     text        NOT NULL,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);
