-- A price and terms on a load and on a truck posting, and the same terms copied onto the trip at
-- booking (docs/decisions/043-terms-and-book-now.md). One jsonb object a row, in the API's own
-- field names (packages/contract/src/terms.ts validates it before it is stored): the trip keeps
-- the deal as agreed, whatever the listing says later. NULL: no terms given (negotiable).
ALTER TABLE loads ADD COLUMN terms jsonb;
ALTER TABLE truck_postings ADD COLUMN terms jsonb;
ALTER TABLE schedules ADD COLUMN terms jsonb;

-- "Book Now only" in the marketplace: the open loads and postings that may be booked at once.
CREATE INDEX loads_book_now ON loads (created_at DESC, id DESC)
  WHERE status = 1 AND (terms ->> 'book_now') = 'true';
CREATE INDEX truck_postings_book_now ON truck_postings (created_at DESC, id DESC)
  WHERE status = 1 AND (terms ->> 'book_now') = 'true';
