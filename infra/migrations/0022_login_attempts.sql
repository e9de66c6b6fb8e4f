-- Failed sign-in attempts per normalised e-mail, shared by every API process,
-- for the "10 failures in 15 minutes" lock-out. Old rows are deleted lazily.
CREATE TABLE login_failures (
  email        text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX login_failures_email_idx ON login_failures (email, attempted_at DESC);
