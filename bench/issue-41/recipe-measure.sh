#!/bin/bash
# Inside deploy/run.sh: the independent instrument through the recipe, then devtools-throttled Lighthouse and ready.mjs.
here=$(cd "$(dirname "$0")" && pwd)
for i in $(seq 1 36); do l=$(cut -d" " -f1 /proc/loadavg); awk -v l=$l 'BEGIN{exit !(l<1.5)}' && break; sleep 5; done
echo "uptime before: $(uptime)"
for p in / /the-ev-gambit /login /privacy-policy; do curl -s -o /dev/null -H 'accept-encoding: gzip' "$DEPLOY_URL$p"; done
cd /tmp/perf && LH_RUNS=5 WRK_RUNS=1 ./measure.sh "$DEPLOY_URL" / /the-ev-gambit /login /privacy-policy
node "$here/lh.mjs" 5 devtools http://127.0.0.1:3998/with-a-stylesheet "$DEPLOY_URL/" "$DEPLOY_URL/the-ev-gambit" "$DEPLOY_URL/login" "$DEPLOY_URL/privacy-policy"
cd /tmp/perf && RUNS=5 node ready.mjs "$DEPLOY_URL" / /the-ev-gambit /login && RUNS=5 node ready.mjs http://127.0.0.1:3998 /with-a-button
echo "uptime after: $(uptime)"
