-- A stand's state in the rolled year is made on every read from its inventory, the rolled year and the work
-- done and ordered since (docs/forest-growth.md 10), so it follows a done order or a finished contract at
-- once. The rolled figures a roll used to keep are no longer read or written.
DROP TABLE stand_rolled_forward;
