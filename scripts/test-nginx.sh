#!/usr/bin/env bash
# deploy/nginx.conf in front of two built servers (scripts/test-nginx.ts). Needs Debian's nginx
# (.ci/run installs it) and the built web app and server (`npm run build`; built here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x "${NGINX_BIN:-/usr/sbin/nginx}" ]; then
  echo "The nginx test needs nginx: 'sudo apt-get install -y nginx' once." >&2
  exit 1
fi
[ -f apps/web/dist/index.html ] || npm run build --workspace @lorrybazaar/web
npm run build --workspace @lorrybazaar/server --silent
exec node --import tsx scripts/test-nginx.ts
