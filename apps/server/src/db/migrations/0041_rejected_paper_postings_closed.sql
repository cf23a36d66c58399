-- A truck whose current RC or insurance is rejected (decision 069) takes no new deal, and a
-- rejection closes its open posting from now on (trade's `unlistHeldTruck`). The postings opened
-- before, of trucks whose paper was already rejected, are closed the same way: expired, and the
-- truck "added" again. Their bids and trips are left as they are.
WITH held AS (
  SELECT DISTINCT d.truck_id
  FROM documents d
  WHERE d.truck_id IS NOT NULL AND d.replaced_at IS NULL
    AND d.document_type_id IN (25, 26) AND d.status = 3
), closed AS (
  UPDATE truck_postings p SET status = 3
  FROM held
  WHERE p.truck_id = held.truck_id AND p.status = 1
  RETURNING p.truck_id
)
UPDATE trucks t SET status = 1
FROM closed
WHERE t.id = closed.truck_id AND t.status = 5;
