-- The inspection booklet (a contents page and every published report in one PDF) is stored as a
-- report of its own type, issued with the guarantee certificate.
ALTER TYPE "public"."report_type" ADD VALUE 'inspection_booklet';