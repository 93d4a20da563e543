-- Background jobs (docs/adr/0008-job-queue.md) and the forest overview (skogsöversikt) they build.

-- The job queue: slow work done after the request that asked for it, by whichever server process claims it
-- first. A job is enqueued in the same transaction as what asks for it. A worker claims a due job with
-- FOR UPDATE SKIP LOCKED and leases it until `locked_until`; a worker that dies leaves the lease to run out
-- and the job is claimed again. `last_error` holds a short description for operators: never personal data.
CREATE TABLE job (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9.-]*$'),
  payload jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL CHECK (max_attempts > 0),
  run_after timestamptz NOT NULL,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  CHECK ((state = 'running') = (locked_until IS NOT NULL)),
  CHECK ((state IN ('done', 'failed')) = (finished_at IS NOT NULL))
);
-- What a worker looks for: queued jobs that are due, and running ones whose lease ran out.
CREATE INDEX job_queued_idx ON job (run_after) WHERE state = 'queued';
CREATE INDEX job_running_idx ON job (locked_until) WHERE state = 'running';

-- A member's forest overview, built by the job from their stands after activation: `state` is what
-- `user/oversikt_activation_status` answers, `figures` the overview once it is ready.
CREATE TABLE forest_overview (
  stakeholder_id text PRIMARY KEY REFERENCES stakeholder (id),
  state text NOT NULL CHECK (state IN ('pending', 'running', 'ready', 'failed')),
  activated_by uuid NOT NULL REFERENCES person (id),
  activated_at timestamptz NOT NULL,
  built_at timestamptz,
  figures jsonb,
  message text,
  CHECK (state <> 'ready' OR (figures IS NOT NULL AND built_at IS NOT NULL))
);
