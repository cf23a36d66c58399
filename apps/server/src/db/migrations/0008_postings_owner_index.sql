-- The viewer's own open postings are subtracted from the shared count of a truck search
-- (docs/decisions/015-hot-path-caches.md): found by owner, not by scanning the marketplace index.
CREATE INDEX truck_postings_owner ON truck_postings (user_id, status);
