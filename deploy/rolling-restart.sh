#!/usr/bin/env bash
# Replaces the recipe's instances one at a time, with no failed request. Each is restarted through
# supervisor: SIGTERM, on which `next start` closes its listening socket and finishes what is in flight
# (nginx stops reusing a connection after 5 s, keepalive_time), while nginx sends every new request to
# the other instance (a refused connection is retried there, POSTs included: they never reached an
# instance). Then a fresh `next start` of the current build; the next instance waits until this one
# answers /api/health/ready and nginx has stopped counting it as failed (fail_timeout).
#
#   deploy/rolling-restart.sh [RUN_FOLDER]     (default: $DEPLOY_RUN, which deploy/run.sh exports)
#
# nginx is not reloaded: a reload closes the connections its old workers have just accepted and not yet
# read, which a client sees as a reset (seen once in a rolling restart under load).
# After `npm run build` (NEXT_DIST_DIR as the instances use it) this is how a new build goes live; empty
# nginx's page cache first, since the old pages name the old build's assets (README, Deploy).
set -euo pipefail
cd "$(dirname "$0")/.."
run=${1:-${DEPLOY_RUN:-}}
[ -n "$run" ] && [ -f "$run/supervisord.conf" ] || { echo "usage: deploy/rolling-restart.sh RUN_FOLDER (deploy/run.sh prints it)" >&2; exit 2; }
read -r -a ports <"$run/site-ports"
. deploy/nginx-servers.sh
# nginx's fail_timeout for an instance, plus a margin.
settle=$((NGINX_FAIL_TIMEOUT_S + 1))
say() { echo "rolling-restart: $*" >&2; }

for p in "${ports[@]}"; do
  started=$SECONDS
  say "restarting 127.0.0.1:$p"
  supervisorctl -c "$run/supervisord.conf" restart "site-$p" >/dev/null
  deadline=$((SECONDS + 120))
  until curl -fs -o /dev/null "http://127.0.0.1:$p/api/health/ready"; do
    if [ $SECONDS -gt $deadline ]; then say "127.0.0.1:$p is not ready after 120 s; stopping here"; exit 1; fi
    sleep 0.2
  done
  say "127.0.0.1:$p ready after $((SECONDS - started)) s"
  sleep "$settle"
done
say "done"
