-- Mail is a job kind on the job queue (docs/adr/0008-job-queue.md): `outgoing_mail` keeps each mail's content
-- and when it was sent, and a `mail.send` job, whose payload is the mail's id, sends it. The queue's claim,
-- lease and backoff replace the mail sender's own, so the columns that only those used are dropped.

-- Every mail not yet sent gets its job, due when the old sender would have tried it next (a mail leased by a
-- sender that stopped mid-send is due when that lease runs out), with its attempts and error so far. A mail
-- the old sender gave up on (next attempt 'infinity') keeps its failure as a failed job.
INSERT INTO job (kind, payload, state, attempts, max_attempts, run_after, last_error, created_at, finished_at)
SELECT 'mail.send',
       jsonb_build_object('mailId', id),
       CASE WHEN next_attempt_at = 'infinity' THEN 'failed' ELSE 'queued' END,
       attempts,
       GREATEST(attempts, 8),
       CASE WHEN next_attempt_at IS NULL OR next_attempt_at = 'infinity' THEN created_at ELSE next_attempt_at END,
       last_error,
       created_at,
       CASE WHEN next_attempt_at = 'infinity' THEN now() END
  FROM outgoing_mail
 WHERE sent_at IS NULL;

DROP INDEX outgoing_mail_due_idx;
DROP INDEX outgoing_mail_unsent_idx;
ALTER TABLE outgoing_mail DROP COLUMN next_attempt_at, DROP COLUMN attempts, DROP COLUMN last_error;
