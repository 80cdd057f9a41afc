#!/usr/bin/env bash
# Replaces the recipe's instances one at a time, with no failed request: each is taken out of nginx's
# rotation first (marked `down`, nginx reloaded, the workers that still held connections to it finish),
# restarted by supervisor (SIGTERM: it drains and exits; then a fresh `next start` of the current build),
# put back once /api/health/ready answers, and only then the next one.
#
#   deploy/rolling-restart.sh [RUN_FOLDER]     (default: $DEPLOY_RUN, which deploy/run.sh exports)
#
# After `npm run build` (NEXT_DIST_DIR as the instances use it) this is how a new build goes live; empty
# nginx's page cache first, since the old pages name the old build's assets (README, Deploy).
set -euo pipefail
cd "$(dirname "$0")/.."
run=${1:-${DEPLOY_RUN:-}}
[ -n "$run" ] && [ -f "$run/supervisord.conf" ] || { echo "usage: deploy/rolling-restart.sh RUN_FOLDER (deploy/run.sh prints it)" >&2; exit 2; }
read -r -a ports <"$run/site-ports"
ctl() { supervisorctl -c "$run/supervisord.conf" "$@"; }
nginx_cmd=(nginx -e "$run/nginx/error.log" -p "$run/nginx" -c "$run/nginx/nginx.conf")
say() { echo "rolling-restart: $*" >&2; }

# Rewrites the server list with the given port marked down (none: all up) and reloads nginx; returns once
# the workers of the old configuration have finished what they were doing.
rotate() { # port-to-take-out|""
  local out=$1 p list=()
  for p in "${ports[@]}"; do if [ "$p" = "$out" ]; then list+=("$p:down"); else list+=("$p"); fi; done
  for p in "${list[@]}"; do
    case $p in *:down) echo "server 127.0.0.1:${p%:down} down;" ;; *) echo "server 127.0.0.1:$p max_fails=1 fail_timeout=2s;" ;; esac
  done >"$run/nginx/servers.conf.new"
  mv "$run/nginx/servers.conf.new" "$run/nginx/servers.conf"
  "${nginx_cmd[@]}" -t -q && "${nginx_cmd[@]}" -s reload
  local deadline=$((SECONDS + 15)) started=$SECONDS
  # A reload starts new workers; the old ones say "shutting down" until their requests are done.
  sleep 0.2
  while pgrep -P "$(cat "$run/nginx/nginx.pid")" -f "worker process is shutting down" >/dev/null; do
    [ $SECONDS -gt $deadline ] && { say "old nginx workers still busy after 15 s; going on"; break; }
    sleep 0.2
  done
  say "nginx reloaded, old workers done in $((SECONDS - started)) s"
}

for p in "${ports[@]}"; do
  say "taking 127.0.0.1:$p out of rotation"
  rotate "$p"
  ctl restart "site-$p" >/dev/null
  deadline=$((SECONDS + 120))
  until curl -fs -o /dev/null "http://127.0.0.1:$p/api/health/ready"; do
    if [ $SECONDS -gt $deadline ]; then say "127.0.0.1:$p is not ready after 120 s; left out of rotation"; exit 1; fi
    sleep 0.2
  done
  say "127.0.0.1:$p ready: back in rotation"
  rotate ""
done
say "done"
