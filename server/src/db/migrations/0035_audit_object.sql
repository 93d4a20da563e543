-- What a read or change of a member's data was about, where the route names it: an order's number (the
-- `:number` of /api/staff/orders/:number/…), so the access log can say which order was changed. Null
-- where the route names nothing.
ALTER TABLE audit_event ADD COLUMN object text;
