#!/usr/bin/env bash
# Replaces the recipe's instances one at a time, with no failed request. Each is restarted through
# supervisor: SIGTERM, on which `next start` closes its listening socket and finishes what is in flight
# (nginx stops reusing a connection after 5 s, keepalive_time), while nginx sends every new request to
# the other instance (a refused connection is retried there, POSTs included: they never reached an
# instance). Then a fresh `next start` of the current release; the next instance waits until this one
# answers /api/health/ready and nginx has stopped counting it as failed (fail_timeout).
#
#   deploy/rolling-restart.sh [RUN_FOLDER]                        the same release again
#   deploy/rolling-restart.sh RUN_FOLDER DIST_DIR DEPLOYMENT_ID   roll to a new build (docs/decisions/rolling-release.md)
#
# RUN_FOLDER defaults to $DEPLOY_RUN, which deploy/run.sh exports. A new build is made beside the one
# being served, into its own folder and with its own deployment id, e.g.
#   NEXT_DIST_DIR=.next-r42 NEXT_DEPLOYMENT_ID=r42 NEXT_PUBLIC_SITE_URL=… npx next build
# Its static files join the kept ones (RUN/static, which nginx serves when an instance has no such file),
# it becomes the current release, the instances restart onto it one by one, and nginx's page cache is
# emptied once no instance of the old build is left: pages kept from the old build would name its
# assets and deployment id for as long as Next lets them be kept (a year for prerendered pages).
# A page opened on the old build keeps working meanwhile: its scripts and styles come from the kept
# files, and its first navigation meets the new deployment id and becomes a full page load.
#
# nginx is not reloaded: a reload closes the connections its old workers have just accepted and not yet
# read, which a client sees as a reset (seen once in a rolling restart under load).
set -euo pipefail
cd "$(dirname "$0")/.."
run=${1:-${DEPLOY_RUN:-}}
usage="usage: deploy/rolling-restart.sh [RUN_FOLDER [DIST_DIR DEPLOYMENT_ID]] (deploy/run.sh prints RUN_FOLDER)"
[ -n "$run" ] && [ -f "$run/supervisord.conf" ] || { echo "$usage" >&2; exit 2; }
[ $# -le 1 ] || [ $# -eq 3 ] || { echo "$usage" >&2; exit 2; }
read -r -a ports <"$run/site-ports"
. deploy/nginx-servers.sh
. deploy/release.sh
# nginx's fail_timeout for an instance, plus a margin.
settle=$((NGINX_FAIL_TIMEOUT_S + 1))
say() { echo "rolling-restart: $*" >&2; }

if [ $# -eq 3 ]; then
  set_release "$run" "$2" "$3"
  say "rolling to the build in $2 (deployment id $3)"
fi

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
if [ $# -eq 3 ]; then
  # Files only: nginx takes a cached page whose file is gone for a miss and fetches it again.
  if [ -d "$run/nginx/cache" ]; then find "$run/nginx/cache" -type f -delete; fi
  say "emptied nginx's page cache"
fi
say "done"
