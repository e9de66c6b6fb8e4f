-- Server-side sessions for koa-session's external store: the cookie holds only the id,
-- so logout destroys the session for every copy of the cookie.
CREATE TABLE sessions (
  id         text PRIMARY KEY,
  data       jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
-- Expired rows are deleted lazily by the API; this index keeps that delete cheap.
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
