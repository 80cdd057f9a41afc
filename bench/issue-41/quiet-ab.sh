#!/bin/bash
# Quiet-machine A/B for issue 41: main (M), M + font not preloaded and optional (F), F + content-visibility (C),
# beside the bench's floor pages, each served by a plain next start; interleaved rounds.
set -u
COMMIT=${1:-main}
WT=/tmp/wt-v1
cd $WT && git checkout -q --detach $COMMIT && git checkout -q -- . && git clean -fdq -e node_modules -e '.next-*'
env_common="EMBEDDED_UPSTREAM=true NEXTAUTH_SECRET=x-very-long-secret-for-local-testing-only-123456 NEXT_PUBLIC_SITE_URL=http://localhost:3100"
build() { env NEXT_DIST_DIR=$1 NEXT_PUBLIC_SITE_URL=http://localhost:3100 node node_modules/next/dist/bin/next build > /tmp/p41/build-$1.log 2>&1 || { echo "build $1 failed"; exit 1; }; }
build .next-m
sed -i 's/display: "swap",/display: "optional",\n  preload: false,/' app/fonts.ts
build .next-f
python3 - <<'PY'
p='app/globals.css'
s=open(p).read()
s=s.replace(".section {\n  padding-block: 3.5rem;\n}", ".section {\n  padding-block: 3.5rem;\n  content-visibility: auto;\n  contain-intrinsic-size: auto 900px;\n}")
open(p,'w').write(s)
PY
build .next-c
git checkout -q -- .
pkill -f "next start -p 399" ; sleep 1
for v in m:3991 f:3992 c:3993; do d=${v%%:*}; p=${v##*:}
  (env NEXT_DIST_DIR=.next-$d EMBEDDED_UPSTREAM=true NEXTAUTH_SECRET=x-very-long-secret-for-local-testing-only-123456 NEXTAUTH_URL=http://127.0.0.1:$p DATA_DIR=/tmp/p41/data-$d timeout 2400 node node_modules/next/dist/bin/next start -p $p -H 127.0.0.1 > /tmp/p41/serve-$d.log 2>&1 &)
done
(cd /tmp/sim-baseline-2cEYfl && timeout 2400 npx next start -p 3998 -H 127.0.0.1 > /tmp/p41/serve-floor.log 2>&1 &)
sleep 8
for u in 3991 3992 3993; do curl -s -o /dev/null http://127.0.0.1:$u/ ; curl -s -o /dev/null http://127.0.0.1:$u/the-ev-gambit; done
for i in $(seq 1 36); do l=$(cut -d" " -f1 /proc/loadavg); awk -v l=$l 'BEGIN{exit !(l<1.5)}' && break; sleep 5; done
echo "uptime before: $(uptime)"
cd /tmp/p41
for r in 1 2 3 4 5; do for u in http://127.0.0.1:3998/with-a-stylesheet http://127.0.0.1:3991/ http://127.0.0.1:3992/ http://127.0.0.1:3993/; do echo "probe $u $(node probe.mjs $u 1 | head -1)"; done; done
node lh.mjs 5 devtools http://127.0.0.1:3998/with-a-stylesheet http://127.0.0.1:3991/ http://127.0.0.1:3992/ http://127.0.0.1:3993/
node lh.mjs 5 simulate http://127.0.0.1:3998/with-a-stylesheet http://127.0.0.1:3991/ http://127.0.0.1:3992/ http://127.0.0.1:3993/
echo "uptime after: $(uptime)"
