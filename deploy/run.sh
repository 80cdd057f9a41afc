#!/usr/bin/env bash
# The production recipe on loopback: PostgreSQL, the reference upstream as its own service on its own
# database, two instances of the site (a plain `next start` each, on 127.0.0.1), and nginx in front.
# Installs Debian's nginx and postgresql when missing (as root).
#
#   deploy/run.sh                 start everything, print the address, stop everything on Ctrl-C
#   deploy/run.sh -- CMD ARGS…    start everything, run CMD (DEPLOY_URL, DEPLOY_INSTANCES, DEPLOY_DATABASE_URL,
#                                 DEPLOY_UPSTREAM_DATABASE_URL in its environment), stop everything, exit with CMD's status
#
# Settings: DEPLOY_PORT (nginx, 8080), DEPLOY_SITE_PORTS ("3001 3002"), DEPLOY_UPSTREAM_PORT (4010),
# DEPLOY_PG_PORT (5433), DATABASE_URL (the site's store on this PostgreSQL instead of starting one; the
# upstream then uses UPSTREAM_DATABASE_URL, else the same), NEXTAUTH_SECRET (generated when unset),
# UPSTREAM_DEMO_ACCOUNTS=true (the reference upstream seeds the demo accounts), DEPLOY_KEEP=1 (keep the
# run folder for a look at the logs), NEXT_DIST_DIR and NEXT_DEPLOYMENT_ID (the build to serve, and the
# deployment id it was built with).
set -uo pipefail
cd "$(dirname "$0")/.."
port=${DEPLOY_PORT:-8080}
site_ports=${DEPLOY_SITE_PORTS:-"3001 3002"}
upstream_port=${DEPLOY_UPSTREAM_PORT:-4010}
pg_port=${DEPLOY_PG_PORT:-5433}
run=$(mktemp -d "${TMPDIR:-/tmp}/site-recipe-XXXXXX")
chmod 755 "$run"
supervisor_pid=""
pg_started=""
say() { echo "recipe: $*" >&2; }

. deploy/nginx-servers.sh

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo -n "$@"; else return 1; fi; }

ensure_package() { # command package
  command -v "$1" >/dev/null 2>&1 || [ -x "$1" ] && return 0
  command -v apt-get >/dev/null 2>&1 || { say "$2 is missing and there is no apt-get"; return 1; }
  say "installing Debian's $2…"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$2" >/dev/null \
    || { as_root apt-get update -q >/dev/null && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$2" >/dev/null; } \
    || { say "could not install $2 (not root?)"; return 1; }
}

stop_all() {
  local status=$?
  trap - EXIT INT TERM
  # supervisord stops its children on SIGTERM (nginx first, then the instances, then the upstream).
  if [ -n "$supervisor_pid" ]; then kill -TERM "$supervisor_pid" 2>/dev/null; wait "$supervisor_pid" 2>/dev/null; fi
  if [ -n "$pg_started" ]; then as_pg "$pg_bin/pg_ctl" -D "$run/pg" -m fast -w stop >/dev/null 2>&1; fi
  if [ "${DEPLOY_KEEP:-}" = 1 ]; then say "kept $run"; else rm -rf "$run"; fi
  exit "$status"
}
trap stop_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

ensure_package nginx nginx || exit 1

# PostgreSQL: a cluster of the recipe's own, in the run folder, on 127.0.0.1 only.
if [ -z "${DATABASE_URL:-}" ]; then
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$pg_bin" ]; then ensure_package /usr/lib/postgresql/none postgresql || exit 1; pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1); fi
  if [ "$(id -u)" -eq 0 ]; then as_pg() { runuser -u postgres -- "$@"; }; else as_pg() { "$@"; }; fi
  mkdir -p "$run/pg" "$run/pg-socket"
  [ "$(id -u)" -eq 0 ] && chown postgres "$run/pg" "$run/pg-socket"
  password=$(node -e 'process.stdout.write(require("node:crypto").randomBytes(18).toString("base64url"))')
  (umask 077 && printf '%s\n' "$password" >"$run/pg-password")
  [ "$(id -u)" -eq 0 ] && chown postgres "$run/pg-password"
  as_pg "$pg_bin/initdb" -D "$run/pg" -U site --pwfile="$run/pg-password" -A scram-sha-256 >"$run/pg-init.log" 2>&1 \
    || { say "initdb failed: $(tail -n 3 "$run/pg-init.log")"; exit 1; }
  # In its configuration file rather than on pg_ctl's command line, so a restart (the fault test makes one)
  # comes back on the same address.
  printf "listen_addresses = '127.0.0.1'\nport = %s\nunix_socket_directories = '%s'\nmax_connections = 100\n" \
    "$pg_port" "$run/pg-socket" | as_pg tee -a "$run/pg/postgresql.conf" >/dev/null
  as_pg "$pg_bin/pg_ctl" -D "$run/pg" -l "$run/pg/server.log" -w start >/dev/null \
    || { say "PostgreSQL did not start: $(tail -n 3 "$run/pg/server.log")"; exit 1; }
  pg_started=1
  PGPASSWORD=$password "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U site site || exit 1
  PGPASSWORD=$password "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U site upstream || exit 1
  export DATABASE_URL="postgres://site:$password@127.0.0.1:$pg_port/site"
  export UPSTREAM_DATABASE_URL="postgres://site:$password@127.0.0.1:$pg_port/upstream"
  say "PostgreSQL on 127.0.0.1:$pg_port"
fi

export NEXTAUTH_SECRET=${NEXTAUTH_SECRET:-$(node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("base64url"))')}
export NEXTAUTH_URL=${NEXTAUTH_URL:-http://localhost:$port}
export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
# nginx overwrites X-Forwarded-For with the peer it sees: the one hop the instances trust.
export TRUST_PROXY_HOPS=1

# The reference upstream, as its own service on its own database (a real deployment points the site at
# the real upstream instead).
upstream_url="http://127.0.0.1:$upstream_port"
export UPSTREAM_API_URL=$upstream_url UPSTREAM_ADMIN_API_URL=$upstream_url UPSTREAM_CONTACT_API_URL=$upstream_url

# One `next build` for both instances, for the public address they serve, when there is none yet.
node --input-type=module -e 'const { buildOnce } = await import("./scripts/lib/build.mjs"); buildOnce();' || exit 1
# That build is the first release (deploy/release.sh); deploy/rolling-restart.sh RUN DIST ID moves to another.
. deploy/release.sh
set_release "$run" "${NEXT_DIST_DIR:-.next}" "${NEXT_DEPLOYMENT_ID:-}" || exit 1
next_cli=$(node -p 'require.resolve("next/dist/bin/next")')
instances=()
site_programs=""
for p in $site_ports; do
  mkdir -p "$run/site-$p"
  site_programs+=$(sed -e "s|@SITE_PORT@|$p|g" -e "s|@NEXT_CLI@|$next_cli|g" deploy/supervisord-site.conf.template)$'\n\n'
  instances+=("http://127.0.0.1:$p")
done

# nginx, from the template, with its instance list beside it.
mkdir -p "$run/nginx"
write_nginx_servers "$run" $site_ports
# Started as root, nginx's workers run as nobody (they read nothing of the checkout).
user_line=""
[ "$(id -u)" -eq 0 ] && user_line="user nobody nogroup;" && chown -R nobody "$run/nginx"
# The names the site answers to: loopback's, and the public address's host.
server_names=$(node -e 'const names = new Set(["localhost", "127.0.0.1", new URL(process.env.NEXTAUTH_URL).hostname]); process.stdout.write([...names].join(" "))')
awk -v run="$run" -v port="$port" -v user="$user_line" -v names="$server_names" \
  '{ gsub(/@RUN@/, run); gsub(/@PORT@/, port); gsub(/@USER_LINE@/, user); gsub(/@SERVER_NAMES@/, names); print }' deploy/nginx.conf.template >"$run/nginx/nginx.conf"
nginx -t -q -e "$run/nginx/error.log" -p "$run/nginx" -c "$run/nginx/nginx.conf" || { say "nginx refused its configuration"; exit 1; }

# Everything else runs under Debian's supervisor (docs/decisions/recipe-supervisor.md): a child that dies is
# started again and nothing else stops with it.
ensure_package supervisord supervisor || exit 1
root=$(pwd)
awk -v run="$run" -v root="$root" -v uport="$upstream_port" -v udb="${UPSTREAM_DATABASE_URL:-${DATABASE_URL:-}}" -v sites="$site_programs" '
  BEGIN { gsub(/%/, "%%", udb) } # supervisor reads %(name)s in its values
  { gsub(/@RUN@/, run); gsub(/@ROOT@/, root); gsub(/@UPSTREAM_PORT@/, uport); gsub(/@UPSTREAM_DATABASE_URL@/, udb);
    if ($0 ~ /@SITE_PROGRAMS@/) { gsub(/@RUN@/, run, sites); gsub(/@ROOT@/, root, sites); printf "%s", sites; next } print }' \
  deploy/supervisord.conf.template >"$run/supervisord.conf"
supervisord -c "$run/supervisord.conf" &
supervisor_pid=$!

# Ready when the upstream and every instance say so (and so the databases are migrated and seeded).
deadline=$((SECONDS + 240))
until curl -fs -o /dev/null "$upstream_url/healthz"; do
  if [ $SECONDS -gt $deadline ]; then say "the upstream is not ready; see $run"; DEPLOY_KEEP=1; exit 1; fi
  sleep 1
done
for url in "${instances[@]}"; do
  until curl -fs -o /dev/null "$url/api/health/ready"; do
    if [ $SECONDS -gt $deadline ]; then say "$url is not ready; see $run"; DEPLOY_KEEP=1; exit 1; fi
    sleep 1
  done
done
say "ready on http://localhost:$port (instances ${instances[*]})"

echo "$site_ports" >"$run/site-ports"
export DEPLOY_URL="http://localhost:$port" DEPLOY_INSTANCES="${instances[*]}" DEPLOY_DATABASE_URL="$DATABASE_URL" \
  DEPLOY_UPSTREAM_DATABASE_URL="${UPSTREAM_DATABASE_URL:-$DATABASE_URL}" DEPLOY_RUN="$run" DEPLOY_UPSTREAM_URL="$upstream_url" \
  DEPLOY_PG_BIN="${pg_bin:-}"
if [ "${1:-}" = "--" ]; then
  shift
  "$@"
  exit $?
fi
say "Ctrl-C stops everything; deploy/rolling-restart.sh $run replaces the instances one at a time"
wait "$supervisor_pid"
