#!/usr/bin/env bash
# Runs each libFuzzer target for FUZZ_SECONDS, seeded from the files its Fuzz/Targets/<name>/SEEDS
# lists (the test fixtures). A crash, a leak or a sanitizer report stops the run: the input is
# saved as .build-fuzz/findings/<target>-crash-… and printed in base64 (CI keeps only its log);
# copy it into Fuzz/Regressions/<target>/ (the test suite replays every file there) and fix the
# cause.
# libFuzzer's random seed is FUZZ_SEED, fixed by default, so that the same corpus makes the same
# run (a fresh clone, as CI's); FUZZ_SEED=random draws one, printed to repeat it.
# Usage: [FUZZ_SEED=N|random] scripts/fuzz.sh SECONDS TARGET...   (make fuzz)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=$1
shift
fuzz_seed=${FUZZ_SEED:-51}
# libFuzzer takes 0 for a seed of its own choosing, which it would not print here.
if [ "$fuzz_seed" = random ]; then fuzz_seed=$((RANDOM * 32768 + RANDOM + 1)); fi
build=.build-fuzz/debug
mkdir -p .build-fuzz/findings
for target in "$@"; do
  # The targets exist only with CAROUSEL_FUZZ set (Package.swift); libFuzzer brings their main.
  if ! CAROUSEL_FUZZ=1 "${SWIFT:-swift}" build --scratch-path .build-fuzz --sanitize fuzzer --sanitize address \
      --product "$target" > .build-fuzz/build.log 2>&1; then
    grep -v 'Cannot export local symbol' .build-fuzz/build.log >&2
    exit 1
  fi
done
for target in "$@"; do
  corpus=.build-fuzz/corpus/$target
  mkdir -p "$corpus"
  # Globs in SEEDS are expanded here, one line each.
  while IFS= read -r pattern; do
    [ -n "$pattern" ] || continue
    for seed in $pattern; do
      [ -f "$seed" ] && cp "$seed" "$corpus/"
    done
  done < "Fuzz/Targets/$target/SEEDS"
  if [ -d "Fuzz/Regressions/$target" ]; then cp Fuzz/Regressions/"$target"/* "$corpus/" 2>/dev/null || true; fi
  echo "== $target: ${seconds}s from $(ls "$corpus" | wc -l) inputs, FUZZ_SEED=$fuzz_seed"
  # No Swift backtracer: on a crash it can keep the fuzzer's output open and hang this script.
  set +e
  SWIFT_BACKTRACE=enable=no "$build/$target" "$corpus" -seed="$fuzz_seed" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix=".build-fuzz/findings/$target-" > ".build-fuzz/$target.log" 2>&1
  status=$?
  set -e
  grep -E '^(#[0-9]+ +DONE|Done [0-9]|==[0-9]+==ERROR|SUMMARY|stat::number_of_executed_units|Test unit written|.*Fatal error)' \
    ".build-fuzz/$target.log" || true
  if [ "$status" -ne 0 ]; then
    echo "== $target FAILED (exit $status, FUZZ_SEED=$fuzz_seed): the log is .build-fuzz/$target.log" >&2
    found=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' ".build-fuzz/$target.log")
    for input in $found; do
      echo "== the input, $(stat -c %s "$input") bytes: $input; in base64 (base64 -d > FILE):" >&2
      base64 -w 0 "$input" >&2
      echo >&2
    done
    echo "   keep the input in Fuzz/Regressions/$target/ and fix the cause" >&2
    exit 1
  fi
done
echo "== fuzzing passed: $# targets, ${seconds}s each"
