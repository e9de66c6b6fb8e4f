-- Token buckets for per-user write limits (issue 22), shared by every API process. One row per
-- key (e.g. 'write:<user id>'), kept as GCRA's one number: full_at, the moment (epoch ms) the
-- bucket is full again. A request costing c tokens is allowed while
-- max(full_at, now) + c * interval - now <= burst * interval; it then moves full_at by c * interval.
-- One row per user and kind, so the table stays as small as the users table: nothing deletes it.
-- UNLOGGED: a take is one statement on every write request, and without WAL its commit does not
-- wait for a disk flush; after a crash the table comes back empty, i.e. every bucket full.
CREATE UNLOGGED TABLE rate_limits (
  key     text PRIMARY KEY,
  full_at double precision NOT NULL
);
