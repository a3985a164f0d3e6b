#!/bin/sh
# PostgreSQL's restore_command for the portal, written by scripts/ops/restore.mjs:
#
#   restore_command = '/path/to/portal/scripts/ops/restore-wal.sh /path/to/backups/wal %f %p'
#
# Gives PostgreSQL the archived WAL file %f (archive-wal.sh stored it as <%f>.gz) at %p. A file that
# is not in the archive exits 1: PostgreSQL takes it as the end of the archive and finishes the
# recovery there. A file that is there but cannot be read whole exits 255, which PostgreSQL treats
# as a fatal error: it stops the recovery instead of finishing early with the later changes missing.
set -u
archive=$1
name=$2
target=$3

if [ -f "$archive/$name.gz" ]; then
  gzip -dc "$archive/$name.gz" > "$target" || exit 255
elif [ -f "$archive/$name" ]; then
  cp "$archive/$name" "$target" || exit 255
else
  exit 1
fi
