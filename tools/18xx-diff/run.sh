#!/usr/bin/env bash
# Differential check: random live games from our engine, replayed by the 18xx.games engine; same result or DIFF.
# usage: [OPTIONAL_RULES=a,b] XX_REPO=/path/to/18xx tools/18xx-diff/run.sh "18Chesapeake" PLAYERS SEED [SEED...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="${OUT:-/tmp/18xx-diff}"
mkdir -p "$out"
title="$1" players="$2"
shift 2
for seed in "$@"; do
  # (a game with optional rules is named with them: the same seed without them is another game)
  rules="${OPTIONAL_RULES:+-$(echo "$OPTIONAL_RULES" | tr -dc 'A-Za-z0-9_,' | tr ',' '+')}"
  file="$out/$(echo "$title" | tr -dc 'A-Za-z0-9')$rules-$players-$seed.json"
  if ! ours=$(cd "$root" && npx tsx tools/18xx-diff/generate.ts "$title" "$players" "$seed" 4000 "$file" 2>"$file.err"); then
    # our own engine refused a move it had offered: a bug on our side
    echo "FAIL $(basename "$file"): $(grep -m1 -E 'Error' "$file.err")"
    continue
  fi
  if ! theirs=$(ENGINE_LOG_LEVEL=4 ruby "$here/replay.rb" "$file" 2>"$file.rb.err"); then
    # the 18xx.games engine itself broke down (e.g. its endless recursion at 1828's $500 corner): no verdict
    echo "XXERR $(basename "$file"): $(grep -m1 -E 'Error' "$file.rb.err" | cut -c1-200)"
    continue
  fi
  node -e '
    const [o, t] = [JSON.parse(process.argv[1]), JSON.parse(process.argv[2])];
    const norm = (r) => JSON.stringify(Object.fromEntries(Object.entries(r).map(([k, v]) => [String(k), v]).sort()));
    const same = !t.error && norm(o.result) === norm(t.result) && o.reason === t.reason;
    console.log(`${same ? "OK  " : "DIFF"} ${t.file} actions ${o.actions} ${o.reason} ours ${norm(o.result)}` + (same ? "" : ` theirs ${norm(t.result)} ${t.reason} ${t.error ?? ""} ${t.at ? "at action " + t.at : ""}`));
  ' "$ours" "$theirs"
done
