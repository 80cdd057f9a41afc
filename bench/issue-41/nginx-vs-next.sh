#!/bin/bash
# Inside deploy/run.sh: the same page from nginx (cached) and from one instance directly, headers and bytes.
for i in 1 2; do curl -s -o /dev/null -H 'accept-encoding: gzip' "$DEPLOY_URL/"; done
curl -s -D /tmp/p41/nginx.h -o /tmp/p41/nginx.body -H 'accept-encoding: gzip' "$DEPLOY_URL/"
first=$(echo $DEPLOY_INSTANCES | cut -d' ' -f1)
curl -s -D /tmp/p41/next.h -o /tmp/p41/next.body -H 'accept-encoding: gzip' "$first/"
curl -s -D /tmp/p41/nginx-css.h -o /dev/null -H 'accept-encoding: gzip' "$DEPLOY_URL$(zcat /tmp/p41/nginx.body | grep -o '/_next/static/chunks/[^"]*\.css' | head -1)"
ls -la /tmp/p41/*.body; echo "instances: $DEPLOY_INSTANCES"
