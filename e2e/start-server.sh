#!/usr/bin/env bash
# The product as a user gets it (built web app + API, embedded database), on a fresh data dir,
# with SMS written to an outbox file the tests read codes from.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
export PORT="${E2E_PORT:-3100}"
# One scratch directory per port, so several runs can go on side by side.
tmp="$here/.tmp/$PORT"
rm -rf "$tmp"
mkdir -p "$tmp"
cd "$here/.."
export NODE_ENV=test
export HOST=127.0.0.1
export DATA_DIR="$tmp/data"
export SMS_PROVIDER=outbox
export SMS_OUTBOX_FILE="$tmp/sms-outbox.jsonl"
# The built web app (E2E_WEB_DIST lets a run use its own build).
export WEB_DIST_DIR="${E2E_WEB_DIST:-$here/../apps/web/dist}"
export LOG_LEVEL=warn
# Every test signs in from 127.0.0.1: the per-IP limits are tested by the server suite instead.
export RATE_LIMIT_OTP_PER_IP_PER_HOUR=100000
export RATE_LIMIT_VERIFY_PER_IP_PER_HOUR=100000
exec node --import tsx apps/server/src/server.ts
