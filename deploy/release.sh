# The release the recipe's instances serve: one `next build` folder (NEXT_DIST_DIR, relative to the
# checkout) and the deployment id it was built with (NEXT_DEPLOYMENT_ID, empty when none), written to
# RUN/release, which each instance reads when it starts (deploy/supervisord-site.conf.template).
# Every release's /_next/static/ files are copied into RUN/static/, where nginx finds the ones the
# instances no longer have: a page opened before a roll still loads its scripts and styles after it.
# Sourced by deploy/run.sh and deploy/rolling-restart.sh.

set_release() { # run-folder dist-dir deployment-id
  local folder=$1 dist=$2 id=$3
  case "$dist" in /* | *..* | "") echo "release: the build folder must be a path inside the checkout: $dist" >&2; return 1 ;; esac
  [[ "$dist" =~ ^[A-Za-z0-9._/-]+$ ]] || { echo "release: unexpected characters in the build folder: $dist" >&2; return 1; }
  [[ -z "$id" || "$id" =~ ^[A-Za-z0-9._-]{1,64}$ ]] || { echo "release: a deployment id is 1-64 letters, digits, . _ -: $id" >&2; return 1; }
  [ -f "$dist/BUILD_ID" ] && [ -d "$dist/static" ] || { echo "release: no build in $dist (next build with NEXT_DIST_DIR=$dist)" >&2; return 1; }
  mkdir -p "$folder/static/_next/static"
  cp -R "$dist/static/." "$folder/static/_next/static/"
  chmod -R a+rX "$folder/static"
  printf "NEXT_DIST_DIR='%s'\nNEXT_DEPLOYMENT_ID='%s'\nexport NEXT_DIST_DIR NEXT_DEPLOYMENT_ID\n" "$dist" "$id" >"$folder/release.new"
  mv "$folder/release.new" "$folder/release"
}
