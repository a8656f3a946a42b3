-- The applications join the lists counted by day (0036), under the keys of their cached totals
-- (application_count_keys, 0004): a deep page of the applications, main or shadow, of a status or
-- not, starts at the day its first row falls in, as the customers', businesses' and card
-- requisitions' do.
CREATE TRIGGER applications_day_counts_insert_delete AFTER INSERT OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION keep_list_day_counts('application_count_keys');
--> statement-breakpoint
CREATE TRIGGER applications_day_counts_update AFTER UPDATE ON applications
  FOR EACH ROW
  WHEN ((application_count_keys(OLD), OLD.organization_id, OLD.created_at)
        IS DISTINCT FROM (application_count_keys(NEW), NEW.organization_id, NEW.created_at))
  EXECUTE FUNCTION keep_list_day_counts('application_count_keys');
--> statement-breakpoint
-- After a bulk load with the triggers off, the totals and the days are made again from the rows.
CREATE OR REPLACE FUNCTION refresh_application_counts() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_kept_counts('applications', 'application_count_keys', 'application_count_keys', 'applications');
$$;
--> statement-breakpoint
SELECT refresh_application_counts();
