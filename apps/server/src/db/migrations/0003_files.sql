-- Uploaded files (RC, insurance, KYC documents, profile pictures, lorry receipts, proofs of
-- delivery). The bytes live in private storage under `storage_key`; nothing here is public.
CREATE TABLE files (
  id             uuid PRIMARY KEY,
  owner_id       bigint NOT NULL REFERENCES users (id),
  purpose        text NOT NULL CHECK (purpose IN ('rc', 'insurance', 'document', 'profile_picture', 'lorry_receipt', 'proof_of_delivery')),
  storage_key    text NOT NULL UNIQUE,
  content_type   text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size_bytes     integer NOT NULL CHECK (size_bytes > 0),
  original_name  varchar(200) NOT NULL,
  sha256         bytea NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_owner_id ON files (owner_id, created_at DESC);
