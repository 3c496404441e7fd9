#!/usr/bin/env bash
# Builds the language server's libFuzzer target (the core, checking and editor sources, as
# lsp-library-sources.sh gathers them, plus LSPFuzzTarget.swift, with -sanitize=fuzzer; the
# core's few unsafe buffers are the scene target's to check under AddressSanitizer, the editor
# has none, and without it a session runs 2 to 3 times faster) and runs it on a corpus seeded
# with the scenes of Scenes/ and the malformed ones under 1,000 bytes (inputs stay under 2 KiB, so that a run is many short
# sessions), each opened, asked about, changed and closed (LSPFuzzTarget.swift describes the
# input).
# Usage: Tests/Fuzz/run-lsp-fuzzer.sh [RUNS] [WORKDIR]     (default 1000000 runs, /tmp/responder-lsp-fuzz)
# Extra arguments after those two go to the fuzzer (-jobs=2, -seed=1, ...).
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
runs=${1:-1000000}
work=${2:-/tmp/responder-lsp-fuzz}
mkdir -p "$work/corpus" "$work/crashes"
find "$top/Scenes" "$top/Tests/ResponderSimTests/Malformed" -name '*.scene' -size -1000c | sort | while read -r scene; do
    # Open (record 0), a pause (6), hover at 5:4 and 9:8 (2 0x08), inlay hints (2 5), code
    # lenses (2 6), the outline (2 4), completion at 6:6 (2 1), a change to the same text cut
    # into two pieces (0x81 then 0xC1), references (2 3), a broken header (3), close (7 0x06).
    seed="$work/corpus/$(basename "$scene")"
    {
        printf '\x00'
        cat "$scene"
        printf '\x00\x06\x00\x02\x08\x05\x04\x00\x02\x08\x09\x08\x00\x02\x05\x01\x01\x40\x00\x02\x06\x00\x02\x04\x00\x02\x01\x06\x06\x00\xc1'
        cat "$scene"
        printf '\x00\x06\x00\x02\x03\x06\x06\x00\x03Content-Length: x\r\n\r\n\x00\x02\x08\x05\x04\x00\x07\x06'
    } >"$seed"
done
swiftc -O -sanitize=fuzzer -parse-as-library -module-name ResponderSim -package-name responder_sim \
    $("$top/Tests/Fuzz/lsp-library-sources.sh" "$work/sources") "$top/Tests/Fuzz/LSPFuzzTarget.swift" \
    -o "$work/fuzz-lsp"
cd "$work"
./fuzz-lsp -runs="$runs" -max_len=2048 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$work/crashes/" -print_final_stats=1 "${@:3}" corpus
