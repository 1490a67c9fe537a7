-- Projects created on /projects/new before every new project got its billing stages had none: they
-- could never be invoiced, and the guarantee's "every invoice paid" check passed for them without
-- a single invoice. Give each project without any stage the three stages a new project gets
-- (src/shared/billing-stages.ts: planBillingStages and suggestedStageDates), computed the same way:
--   amounts: the project's fee split by the `billing.split_percent` setting (30/40/30 when the row
--     is missing or malformed, as getFeeSettings), running totals rounded half up, so the three
--     add up to the fee exactly (splitFee);
--   dates: the deposit on the day the project was created (its assignment), progress at its start
--     date (or 30 days later), the final balance at its final inspection, else substantial
--     performance (or 60 days after progress); never before the stage before.
-- A cancelled project's stages are void (nothing to bill); every other project's are scheduled, so
-- the Admins see the ones whose date has passed as pending and either invoice them or settle them.
-- Data only (no schema change), and it inserts nothing when every project has stages (a new database).
WITH valid_split AS (
  SELECT value AS v
  FROM settings
  WHERE key = 'billing.split_percent'
    AND jsonb_typeof(value -> 'deposit') = 'number'
    AND jsonb_typeof(value -> 'progress') = 'number'
    AND jsonb_typeof(value -> 'final') = 'number'
    AND (value ->> 'deposit')::numeric >= 0
    AND (value ->> 'progress')::numeric >= 0
    AND (value ->> 'final')::numeric >= 0
    AND (value ->> 'deposit')::numeric + (value ->> 'progress')::numeric + (value ->> 'final')::numeric = 100
),
split AS (
  SELECT
    coalesce((SELECT (v ->> 'deposit')::numeric FROM valid_split), 30) AS deposit,
    coalesce((SELECT (v ->> 'progress')::numeric FROM valid_split), 40) AS progress
),
unstaged AS (
  SELECT
    p.id,
    p.fee_cents,
    CASE WHEN p.status = 'cancelled' THEN 'void' ELSE 'scheduled' END::billing_stage_status AS stage_status,
    (p.created_at AT TIME ZONE 'UTC')::date AS deposit_date,
    p.start_date,
    coalesce(p.final_inspection_date, p.substantial_performance_date) AS end_date
  FROM projects p
  WHERE NOT EXISTS (SELECT 1 FROM billing_stages b WHERE b.project_id = p.id)
),
planned AS (
  SELECT
    u.*,
    greatest(coalesce(u.start_date, u.deposit_date + 30), u.deposit_date) AS progress_date,
    round(u.fee_cents * s.deposit / 100) AS through_deposit,
    round(u.fee_cents * (s.deposit + s.progress) / 100) AS through_progress
  FROM unstaged u
  CROSS JOIN split s
)
INSERT INTO billing_stages (project_id, seq, stage_description, total_amount_cents, to_be_invoiced_date, status)
SELECT id, 1, 'Deposit at assignment', through_deposit, deposit_date, stage_status FROM planned
UNION ALL
SELECT id, 2, 'Progress and travel', through_progress - through_deposit, progress_date, stage_status FROM planned
UNION ALL
SELECT id, 3, 'Final balance', fee_cents - through_progress, greatest(coalesce(end_date, progress_date + 60), progress_date), stage_status FROM planned;
--> statement-breakpoint
-- The middle stage bills progress and travel (product brief section 1): stages not invoiced yet
-- take the new name; invoiced ones keep the name their invoice printed.
UPDATE billing_stages SET stage_description = 'Progress and travel', updated_at = now()
WHERE stage_description = 'Progress billing' AND status IN ('scheduled', 'ready');
