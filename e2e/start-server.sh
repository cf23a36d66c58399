#!/usr/bin/env bash
# The product as a user gets it (built web app + API, embedded database), on a fresh data dir,
# with SMS written to an outbox file the tests read codes from.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rm -rf "$here/.tmp"
mkdir -p "$here/.tmp"
cd "$here/.."
export NODE_ENV=test
export PORT="${E2E_PORT:-3100}"
export HOST=127.0.0.1
export DATA_DIR="$here/.tmp/data"
export SMS_PROVIDER=outbox
export SMS_OUTBOX_FILE="$here/.tmp/sms-outbox.jsonl"
export LOG_LEVEL=warn
# Every test signs in from 127.0.0.1: the per-IP limits are tested by the server suite instead.
export RATE_LIMIT_OTP_PER_IP_PER_HOUR=100000
export RATE_LIMIT_VERIFY_PER_IP_PER_HOUR=100000
exec node --import tsx apps/server/src/server.ts
