-- A payment object or ticket stamped with a day whose starts are already kept (an import of older
-- rows) makes the analysts' report count that day again (docs/decisions/0043-report-indexes-at-scale.md).
-- Rows stamped today or yesterday, the usual case, skip the trigger on its WHEN condition.
CREATE FUNCTION flow_start_days_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM flow_start_days WHERE lifecycle = TG_ARGV[0] AND day = (NEW.created_at AT TIME ZONE 'UTC')::date;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_intents_backdated_start AFTER INSERT OR UPDATE OF created_at ON payment_intents FOR EACH ROW
  WHEN (NEW.created_at < (date_trunc('day', now() AT TIME ZONE 'UTC') - interval '1 day') AT TIME ZONE 'UTC')
  EXECUTE FUNCTION flow_start_days_forget('payment-intent');
--> statement-breakpoint
CREATE TRIGGER support_tickets_backdated_start AFTER INSERT OR UPDATE OF created_at ON support_tickets FOR EACH ROW
  WHEN (NEW.created_at < (date_trunc('day', now() AT TIME ZONE 'UTC') - interval '1 day') AT TIME ZONE 'UTC')
  EXECUTE FUNCTION flow_start_days_forget('ticket');
