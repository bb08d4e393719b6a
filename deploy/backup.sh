#!/usr/bin/env bash
# Backs up the contact messages into $BACKUP_DIR, one timestamped file per run, and deletes files
# older than $BACKUP_KEEP_DAYS days. PostgreSQL (DATABASE_URL=postgres://…): pg_dump in its custom
# format, restored with pg_restore. SQLite (DATABASE_URL unset or file:…): sqlite3's online .backup,
# safe while the server writes. docs/deploy.md, step 8, shows the restore.
set -euo pipefail

backup_dir="${BACKUP_DIR:?BACKUP_DIR must name the folder for backups}"
keep_days="${BACKUP_KEEP_DAYS:-14}"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
url="${DATABASE_URL:-}"
mkdir -p "$backup_dir"
umask 077 # messages are personal data

case "$url" in
  postgres://* | postgresql://*)
    pg_dump="${PG_BIN:+$PG_BIN/}pg_dump"
    target="$backup_dir/messages-$stamp.dump"
    "$pg_dump" --format=custom --no-owner --file="$target.partial" "$url"
    ;;
  "" | file:*)
    db="${url#file:}"
    db="${db:-./data/messages.db}"
    target="$backup_dir/messages-$stamp.db"
    sqlite3 "$db" ".backup '$target.partial'"
    ;;
  *)
    echo "backup.sh: DATABASE_URL must be postgres://…, postgresql://… or file:…" >&2
    exit 2
    ;;
esac

mv "$target.partial" "$target"
find "$backup_dir" -maxdepth 1 -name 'messages-*' -type f -mtime "+$keep_days" -delete
echo "backup.sh: wrote $target ($(stat -c %s "$target") bytes)"
