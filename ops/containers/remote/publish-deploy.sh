#!/bin/sh
# Publishes the deploy this image was built with into the folder its app's deploys are served from,
# the way portal-build publishes a build into the app's dist/ (shared/federation/src/deploy.js): the
# version's folder first, then current.json switched by one rename, then every version folder but the
# newest three removed (the current one always stays). The image has no Node, so this is that rule in
# POSIX sh; scripts/cluster/test/containers.test.js runs it.
#
# Under Compose the target folder is this remote's own volume, which every API instance mounts
# read-only as WEB_ROOT/<app>: a new image of one remote, started, is live at the next /remotes.json,
# with nothing else rebuilt or restarted. The nginx image runs this before nginx starts
# (/docker-entrypoint.d); it is safe to run again (the same version is published once).
#   PORTAL_APP              the remote (mfe-payment, ...)
#   PORTAL_DEPLOY_SOURCE    the image's deploy (default /usr/share/portal/dist)
#   PORTAL_DEPLOY_TARGET    where the app's deploys are served from (default /srv/web/$PORTAL_APP/dist)
set -eu

app="${PORTAL_APP:?PORTAL_APP names the remote}"
from="${PORTAL_DEPLOY_SOURCE:-/usr/share/portal/dist}"
to="${PORTAL_DEPLOY_TARGET:-/srv/web/${app}/dist}"
# As shared/federation/src/deploy.js: browsers still running an earlier version keep loading its files.
keep=3

# The version portal-build named (a source hash or APP_VERSION), never '.', '..' or a hidden name.
version=$(sed -n 's/^[[:space:]]*"version":[[:space:]]*"\([A-Za-z0-9][A-Za-z0-9._-]*\)".*$/\1/p' "${from}/current.json")
case "$version" in
  '' | *..*)
    echo "publish-deploy: ${from}/current.json names no version" >&2
    exit 1
    ;;
esac
if [ ! -d "${from}/${version}" ]; then
  echo "publish-deploy: ${from}/${version} is missing" >&2
  exit 1
fi

mkdir -p "$to"
if [ ! -d "${to}/${version}" ]; then
  # Copied under a hidden name (never served), then renamed into place whole.
  staging="${to}/.staging-$$"
  rm -rf "$staging"
  cp -R "${from}/${version}" "$staging"
  mv "$staging" "${to}/${version}"
  # Another copy of this image that published the same version at the same moment: mv put ours inside it.
  rm -rf "${to}/${version}/.staging-$$"
fi
# The version being made live is the newest, also when it was already there (a rollback).
touch "${to}/${version}"
cp "${from}/current.json" "${to}/.current.$$.json"
mv -f "${to}/.current.$$.json" "${to}/current.json"

count=0
for entry in $(ls -1t "$to"); do
  [ -d "${to}/${entry}" ] || continue
  count=$((count + 1))
  if [ "$count" -gt "$keep" ] && [ "$entry" != "$version" ]; then
    rm -rf "${to:?}/${entry}"
  fi
done
echo "publish-deploy: ${app} ${version} is live in ${to}"
