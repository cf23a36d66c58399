-- A truck's papers (its RC and insurance) are documents an operator reviews like KYC ones
-- (docs/decisions/046-truck-papers-and-revoking.md): one documents row per paper, naming its
-- truck. They count towards no role's "Verified" (for_user_types is empty), and a user has one
-- current paper of each kind per truck, not per user.
INSERT INTO document_types (id, name, for_user_types) VALUES
  (25, 'Truck RC', '{}'),
  (26, 'Truck Insurance', '{}');

ALTER TABLE documents ADD COLUMN truck_id bigint;

DROP INDEX documents_one_current;
CREATE UNIQUE INDEX documents_one_current ON documents (user_id, document_type_id)
  WHERE replaced_at IS NULL AND truck_id IS NULL;
CREATE UNIQUE INDEX documents_one_current_per_truck ON documents (truck_id, document_type_id)
  WHERE replaced_at IS NULL AND truck_id IS NOT NULL;

-- Trucks added before this migration: their papers join the queue, still to be read.
INSERT INTO documents (user_id, document_type_id, file_id, status, uploaded_at, truck_id)
  SELECT t.user_id, 25, t.rc_file_id, 1, t.created_at, t.id FROM trucks t
  UNION ALL
  SELECT t.user_id, 26, t.insurance_file_id, 1, t.created_at, t.id FROM trucks t;
