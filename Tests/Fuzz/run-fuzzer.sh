#!/usr/bin/env bash
# Builds the libFuzzer target (the library's sources, as library-sources.sh gathers them, plus
# FuzzTarget.swift, with
# -sanitize=fuzzer,address) and runs it on a corpus seeded with every scene in Scenes/.
# Usage: Tests/Fuzz/run-fuzzer.sh [RUNS] [WORKDIR]     (default 1000000 runs, /tmp/responder-fuzz)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
runs=${1:-1000000}
work=${2:-/tmp/responder-fuzz}
mkdir -p "$work/corpus" "$work/crashes"
find "$top/Scenes" -name '*.scene' -exec cp {} "$work/corpus/" \;
cp "$top"/Tests/ResponderSimTests/Malformed/*.scene "$work/corpus/" 2>/dev/null || true
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name ResponderSim -package-name responder_sim \
    $("$top/Tests/Fuzz/library-sources.sh" "$work/sources") "$top/Tests/Fuzz/FuzzTarget.swift" \
    -o "$work/fuzz-responder-sim"
cd "$work"
./fuzz-responder-sim -runs="$runs" -max_len=4096 -timeout=5 -rss_limit_mb=2048 \
    -artifact_prefix="$work/crashes/" -print_final_stats=1 corpus
