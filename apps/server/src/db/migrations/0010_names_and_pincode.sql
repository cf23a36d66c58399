-- Names as people in India write them (any script, initials, "& Sons"), up to 60 characters
-- (docs/decisions/018-names-and-addresses.md); the documents' 15 refused real names.
ALTER TABLE users ALTER COLUMN name TYPE varchar(60);

-- The PIN code of the profile's address: six digits, the first not 0. Whether it belongs to the
-- chosen state is the application's check (contract pincode.ts), as for the GSTIN.
ALTER TABLE profiles ADD COLUMN pincode char(6) CHECK (pincode ~ '^[1-9][0-9]{5}$');
