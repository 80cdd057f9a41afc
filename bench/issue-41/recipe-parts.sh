#!/bin/bash
# Inside deploy/run.sh: what each part of a page costs a phone's first tap, through the recipe, beside the
# floor (the bench's floor app on 127.0.0.1:3998); then devtools-throttled Lighthouse and ready.mjs as before.
here=$(cd "$(dirname "$0")" && pwd)
for i in $(seq 1 36); do l=$(cut -d" " -f1 /proc/loadavg); awk -v l=$l 'BEGIN{exit !(l<1.5)}' && break; sleep 5; done
echo "uptime before: $(uptime)"
for p in / /the-ev-gambit /login /privacy-policy; do curl -s -o /dev/null -H 'accept-encoding: gzip' "$DEPLOY_URL$p"; done
node "$here/ready-parts.mjs" "$DEPLOY_URL" http://127.0.0.1:3998 5
node "$here/lh.mjs" 5 devtools http://127.0.0.1:3998/with-a-stylesheet "$DEPLOY_URL/" "$DEPLOY_URL/the-ev-gambit" "$DEPLOY_URL/login" "$DEPLOY_URL/privacy-policy"
cd /tmp/perf && RUNS=5 node ready.mjs "$DEPLOY_URL" / /the-ev-gambit /login && RUNS=5 node ready.mjs http://127.0.0.1:3998 /with-a-button
echo "uptime after: $(uptime)"
