#!/usr/bin/env bash
# Makes the one-line mistakes listed in Scripts/mutants.txt, one at a time, in a scratch copy of the package, and
# says for each whether the tests caught it.
#
#   Scripts/mutation-sweep.sh [--list FILE] [--all] [--no-baseline] [--check] [ID...]
#
# Each mutant replaces one exact fragment of one file (paths relative to the package root; `\n` in a fragment is a
# line break). The copy is built with the mistake, then the test targets in $SWEEP_TARGETS (default ScenePivotTests
# and ScenePivotReliabilityTests) run under a time limit, without the suites matching $SWEEP_SKIP (default the
# randomized sequences, a minute and a half on their own: a mistake only they catch needs a test of its own
# anyway). Outcomes:
#   killed     a test failed: the mistake is caught
#   survived   every test passed: no test relies on what was changed — add one, or argue it equivalent in the list
#   timeout    the tests ran past $SWEEP_TEST_TIMEOUT seconds: a test waits forever (make the wait bounded)
#   crash      the test process trapped: the core must fail with a typed error instead
#   broken     the mutant does not compile
#   stale      the fragment is not in the file exactly once (the code moved: update the list)
# Mutants marked `= equivalent: …` are listed as equivalent and not run, unless --all. IDs given on the command
# line run only those. The copy lives in $SWEEP_DIR (default /tmp/sweep-<folder name>) and is kept between runs,
# so only what changed is rebuilt; the package itself is never modified. Logs: $SWEEP_DIR.logs/<id>.log.
# --check only says which mutants can no longer be placed (after code moved), building nothing.
set -u

root=$(cd "$(dirname "$0")/.." && pwd)
list="$root/Scripts/mutants.txt"
run_all=0
baseline=1
check=0
only=()
while [ $# -gt 0 ]; do
    case "$1" in
        --list) list=$2; shift 2 ;;
        --all) run_all=1; shift ;;
        --no-baseline) baseline=0; shift ;;
        --check) check=1; shift ;;
        -h | --help) sed -n '2,20p' "$0"; exit 0 ;;
        *) only+=("$1"); shift ;;
    esac
done

sweep=${SWEEP_DIR:-/tmp/sweep-$(basename "$root")}
logs="$sweep.logs"
targets=${SWEEP_TARGETS:-"ScenePivotTests ScenePivotReliabilityTests"}
skip=${SWEEP_SKIP-RandomizedOperationTests}
test_timeout=${SWEEP_TEST_TIMEOUT:-600}
build_timeout=${SWEEP_BUILD_TIMEOUT:-1800}
filter="^($(echo "$targets" | tr ' ' '|'))\\."
mkdir -p "$sweep" "$logs"

# Copies the package's files (tracked and untracked, not ignored) into the scratch copy, keeping the build folder;
# unchanged files keep their times, so the next build is incremental.
sync_copy() {
    (cd "$root" && git ls-files -co --exclude-standard) | sort >"$logs/files.txt"
    while IFS= read -r file; do
        [ -f "$root/$file" ] || continue
        if ! cmp -s "$root/$file" "$sweep/$file"; then
            mkdir -p "$sweep/$(dirname "$file")"
            cp -p "$root/$file" "$sweep/$file"
        fi
    done <"$logs/files.txt"
    (cd "$sweep" && find . -path ./.build -prune -o -type f -print | sed 's|^\./||' | sort) |
        comm -23 - "$logs/files.txt" | while IFS= read -r extra; do rm -f "$sweep/$extra"; done
}

build() {
    (cd "$sweep" && timeout "$build_timeout" swift build --build-tests >"$1" 2>&1)
}

# Runs the test targets; prints killed, survived, timeout or crash.
run_tests() {
    local log=$1 rc
    local skipping=()
    [ -n "$skip" ] && skipping=(--skip "$skip")
    (cd "$sweep" && timeout "$test_timeout" swift test --skip-build --filter "$filter" "${skipping[@]}" >"$log" 2>&1)
    rc=$?
    if [ $rc -eq 124 ]; then
        echo timeout
    elif [ $rc -eq 0 ]; then
        echo survived
    elif grep -qE "Fatal error|Precondition failed|exited with signal|Illegal instruction|unexpected signal" "$log" ||
        [ $rc -gt 128 ]; then
        echo crash
    else
        echo killed
    fi
}

# Prints the mutants as tab-separated records: id, file, original, replacement, note.
parse_list() {
    awk '
        function flush() { if (id != "") printf "%s\t%s\t%s\t%s\t%s\n", id, file, from, to, note }
        /^#/ || /^[[:space:]]*$/ { next }
        /^[^ ]/ { flush(); id = $1; file = $2; from = ""; to = ""; note = ""; next }
        /^  - / { from = substr($0, 5); next }
        /^  -$/ { from = ""; next }
        /^  \+ / { to = substr($0, 5); next }
        /^  \+$/ { to = ""; next }
        /^  = / { note = substr($0, 5); next }
        END { flush() }
    ' "$list"
}

# Replaces the one occurrence of `from` in `path` with `to` (`\n` in either is a line break); fails when it is not
# there exactly once.
apply_mutant() {
    local path=$1 from=$2 to=$3
    FROM=$from TO=$to awk '
        BEGIN { from = ENVIRON["FROM"]; to = ENVIRON["TO"]; gsub(/\\n/, "\n", from); gsub(/\\n/, "\n", to) }
        { text = text $0 "\n" }
        END {
            at = index(text, from)
            if (from == "" || at == 0 || index(substr(text, at + 1), from) > 0) exit 3
            printf "%s", substr(text, 1, at - 1) to substr(text, at + length(from)) > FILENAME
        }
    ' "$path"
}

if [ $check -eq 1 ]; then
    stale=0
    while IFS=$'\t' read -r id file from to note; do
        scratch=$(mktemp)
        if [ ! -f "$root/$file" ] || ! cp "$root/$file" "$scratch" || ! apply_mutant "$scratch" "$from" "$to"; then
            echo "stale      $id ($file)"
            stale=$((stale + 1))
        fi
        rm -f "$scratch"
    done < <(parse_list)
    echo "$(parse_list | wc -l | tr -d ' ') mutants, $stale stale"
    [ $stale -eq 0 ]
    exit
fi

sync_copy
echo "scratch copy: $sweep (logs in $logs)"
if [ $baseline -eq 1 ]; then
    if ! build "$logs/baseline-build.log"; then
        echo "the unmutated package does not build: $logs/baseline-build.log"
        exit 2
    fi
    outcome=$(run_tests "$logs/baseline.log")
    if [ "$outcome" != survived ]; then
        echo "the unmutated tests do not pass ($outcome): $logs/baseline.log"
        exit 2
    fi
    echo "baseline: tests pass"
fi

declare -A counts=()
results=()
while IFS=$'\t' read -r id file from to note; do
    if [ ${#only[@]} -gt 0 ] && [[ " ${only[*]} " != *" $id "* ]]; then continue; fi
    if [[ "$note" == equivalent* ]] && [ $run_all -eq 0 ]; then
        outcome=equivalent
    elif [ ! -f "$sweep/$file" ]; then
        outcome=stale
    else
        cp -p "$sweep/$file" "$logs/original"
        if ! apply_mutant "$sweep/$file" "$from" "$to"; then
            outcome=stale
        elif ! build "$logs/$id.build.log"; then
            outcome=broken
        else
            outcome=$(run_tests "$logs/$id.log")
        fi
        cp -p "$logs/original" "$sweep/$file"
        touch "$sweep/$file"
    fi
    counts[$outcome]=$((${counts[$outcome]:-0} + 1))
    results+=("$outcome $id")
    printf '%-10s %s\n' "$outcome" "$id"
done < <(parse_list)

echo
for outcome in killed equivalent survived timeout crash broken stale; do
    [ -n "${counts[$outcome]:-}" ] && printf '%s %s  ' "${counts[$outcome]}" "$outcome"
done
echo
for result in "${results[@]}"; do
    case "$result" in killed* | equivalent*) ;; *) echo "  $result" ;; esac
done
[ -z "${counts[survived]:-}${counts[timeout]:-}${counts[crash]:-}${counts[stale]:-}${counts[broken]:-}" ]
