#!/bin/sh
# PostgreSQL's archive_command for the portal (docs/operations.md, "Back it up and restore it"):
#
#   archive_command = '/path/to/portal/scripts/ops/archive-wal.sh %p %f /path/to/backups/wal'
#
# Copies one finished WAL file (%p, relative to the data directory) into the archive folder as
# <%f>.gz. It is written under a hidden name, flushed to disk, then renamed, so the archive never
# holds half a file; any failure exits non-zero, and PostgreSQL keeps the file and tries again.
# A file already archived with the same content counts as done (PostgreSQL may ask again after a
# crash between the copy and its own note of it); different content is refused: two servers are
# archiving into one folder, and overwriting would break the other's restores.
set -eu
source=$1
name=$2
archive=$3
target="$archive/$name.gz"

if [ -f "$target" ]; then
  if gzip -dc "$target" | cmp -s - "$source"; then exit 0; fi
  echo "archive-wal.sh: $target is already archived with different content" >&2
  exit 1
fi
partial="$archive/.$name.gz.partial"
# WAL files switched early by archive_timeout are mostly zeros: the fastest level shrinks them as well as any.
gzip -1 -c "$source" > "$partial"
sync "$partial"
mv "$partial" "$target"
sync "$archive"
