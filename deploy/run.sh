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
# run folder for a look at the logs).
set -uo pipefail
cd "$(dirname "$0")/.."
port=${DEPLOY_PORT:-8080}
site_ports=${DEPLOY_SITE_PORTS:-"3001 3002"}
upstream_port=${DEPLOY_UPSTREAM_PORT:-4010}
pg_port=${DEPLOY_PG_PORT:-5433}
run=$(mktemp -d "${TMPDIR:-/tmp}/site-recipe-XXXXXX")
chmod 755 "$run"
pids=()
pg_started=""
say() { echo "recipe: $*" >&2; }

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
  [ -f "$run/nginx/nginx.pid" ] && kill -QUIT "$(cat "$run/nginx/nginx.pid")" 2>/dev/null
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null; done
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
  as_pg "$pg_bin/pg_ctl" -D "$run/pg" -l "$run/pg/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $pg_port -k $run/pg-socket -c max_connections=100" start >/dev/null \
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
DATABASE_URL=${UPSTREAM_DATABASE_URL:-$DATABASE_URL} UPSTREAM_PORT=$upstream_port UPSTREAM_HOST=127.0.0.1 \
  node scripts/upstream.mjs >"$run/upstream.log" 2>&1 &
pids+=($!)

# One `next build` for both instances, for the public address they serve, when there is none yet.
node --input-type=module -e 'const { buildOnce } = await import("./scripts/lib/build.mjs"); buildOnce();' || exit 1
next_cli=$(node -p 'require.resolve("next/dist/bin/next")')
instances=()
for p in $site_ports; do
  mkdir -p "$run/site-$p"
  # Node runs Next's CLI itself (npm does not wait for its child on SIGTERM), on loopback only: nothing but
  # nginx reaches an instance, so nothing else can write the X-Forwarded-For it trusts.
  DATA_DIR="$run/site-$p" node "$next_cli" start --hostname 127.0.0.1 --port "$p" >"$run/site-$p.log" 2>&1 &
  pids+=($!)
  instances+=("http://127.0.0.1:$p")
done

# nginx, from the template.
mkdir -p "$run/nginx"
servers=""
for p in $site_ports; do servers+="    server 127.0.0.1:$p max_fails=1 fail_timeout=5s;"$'\n'; done
# Started as root, nginx's workers run as nobody (they read nothing of the checkout).
user_line=""
[ "$(id -u)" -eq 0 ] && user_line="user nobody nogroup;" && chown -R nobody "$run/nginx"
awk -v run="$run" -v port="$port" -v user="$user_line" -v servers="$servers" '
  { gsub(/@RUN@/, run); gsub(/@PORT@/, port); gsub(/@USER_LINE@/, user);
    if ($0 ~ /@SERVERS@/) { printf "%s", servers; next } print }' deploy/nginx.conf.template >"$run/nginx/nginx.conf"
nginx -t -q -e "$run/nginx/error.log" -p "$run/nginx" -c "$run/nginx/nginx.conf" || { say "nginx refused its configuration"; exit 1; }
nginx -e "$run/nginx/error.log" -p "$run/nginx" -c "$run/nginx/nginx.conf" || { say "nginx did not start"; exit 1; }

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

export DEPLOY_URL="http://localhost:$port" DEPLOY_INSTANCES="${instances[*]}" DEPLOY_DATABASE_URL="$DATABASE_URL" \
  DEPLOY_UPSTREAM_DATABASE_URL="${UPSTREAM_DATABASE_URL:-$DATABASE_URL}"
if [ "${1:-}" = "--" ]; then
  shift
  "$@"
  exit $?
fi
say "Ctrl-C stops everything"
wait "${pids[0]}"
