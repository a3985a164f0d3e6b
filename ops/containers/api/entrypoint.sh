#!/bin/sh
# The API image's entrypoint: each NAME_FILE variable names a file (a Compose or Kubernetes secret, e.g.
# DATABASE_URL_FILE=/run/secrets/database_url) whose content becomes NAME, so secrets never sit in the
# image, the Compose file or `docker inspect`. Then the command runs in this process's place (node is
# PID 1 and gets the stop signal itself: it drains requests before it ends, api/src/server.ts).
set -eu

for name in $(env | sed -n 's/^\([A-Z][A-Z0-9_]*\)_FILE=.*$/\1/p'); do
  # Names are [A-Z0-9_] only (the pattern above), so eval sees a plain variable name.
  eval "file=\${${name}_FILE}"
  eval "already=\${${name}:-}"
  if [ -n "$already" ]; then
    echo "Set ${name} or ${name}_FILE, not both" >&2
    exit 1
  fi
  if [ ! -r "$file" ]; then
    echo "${name}_FILE names ${file}, which cannot be read" >&2
    exit 1
  fi
  # $(...) drops the file's trailing newlines, as a secret written by `echo` has one.
  value=$(cat "$file")
  export "${name}=${value}"
  unset "${name}_FILE"
done

exec "$@"
