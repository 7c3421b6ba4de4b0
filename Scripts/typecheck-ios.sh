#!/usr/bin/env bash
# Type-checks ScenePivot, ScenePivotHeadless, ScenePivotUIKit, ScenePivotSwiftUI, the examples (PhotoAlbumsFlow/PhotoAlbums, HostedAlbums, SwiftUIAlbums, ExampleSupport,
# WalkingFlow/WalkingApp, PoseFeedFlow/PoseFeedApp, ExampleStandIns, the headless demo scenepivot-demo, which Xcode also builds when
# it builds the package's scheme for iOS, and the Swift sources of the five app shells in Examples/Apps, whose
# Package.swift imports AppleProductTypes, which only Xcode has, and the app that hosts the UIKit tests on CI,
# Examples/UIKitTestHost) and the iOS test target ScenePivotUIKitTests against
# a real iPhoneOS SDK, in Swift 6 mode, at two targets (see Scripts/ios-sdk.sh): the iOS floor Package.swift declares
# (`.iOS(.v15)` → arm64-apple-ios15.0), which is what an app adding the package compiles, so every API newer than
# the floor must be behind `if #available`; and the newest target the SDK supports. It fails on any error or any
# warning at either target.
#
# One run lists every error: a module that fails does not stop the others. Its declarations are still emitted when
# they compile (function bodies are skipped), so the modules that import it are checked too; when even that fails,
# they are reported as not checked.
#
# The libraries (ScenePivot, ScenePivotHeadless, ScenePivotUIKit, ScenePivotSwiftUI) are also lowered to SIL (`-emit-sil`, output discarded), because some Swift 6
# diagnostics run only there, not in `-typecheck`: region-based isolation ("sending … risks causing data races",
# non-Sendable state read from a nonisolated deinit), definite initialization, unreachable code.
#
# The SDK has no test framework (Swift Testing and XCTest ship in Xcode's platform folder, not in the SDK), so the
# test target's files that import one — its thin glue — cannot be checked here; the last line names them.
#
# Exit status: 0 when everything type-checks with no warning at both targets; 1 on any error or warning; 3 when no
# iOS SDK is available, after printing exactly one line, "skipped: no iOS SDK", so CI can call this script
# unconditionally.
#
#   Scripts/typecheck-ios.sh                    # both targets
#   Scripts/typecheck-ios.sh floor|newest       # one of them
#   IOS_SDK=… IOS_RESOURCE_DIR=… IOS_MODULE_CACHE=… Scripts/typecheck-ios.sh
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
source Scripts/ios-sdk.sh
case "${1:-both}" in
    both) ;;
    floor) TARGETS=("$FLOOR_TARGET") ;;
    newest) TARGETS=("$NEWEST_TARGET") ;;
    *) echo "usage: Scripts/typecheck-ios.sh [floor|newest]" >&2; exit 1 ;;
esac

SWIFTC="${SWIFTC:-swiftc}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/typecheck-ios.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

sources() { find "$1" -name '*.swift' -type f | LC_ALL=C sort; }

# The modules, each after the ones it imports: NAME DIR KIND, where KIND is `library` (type-checked, SIL-checked
# and emitted), `module` (type-checked and emitted), `leaf` (type-checked), `executable` (type-checked, its
# main.swift as top-level code) or `tests` (type-checked without the files that import a test framework).
MODULES=(
    "ScenePivot Sources/ScenePivot library"
    "ScenePivotHeadless Sources/ScenePivotHeadless library"
    "ScenePivotUIKit Sources/ScenePivotUIKit library"
    "ScenePivotSwiftUI Sources/ScenePivotSwiftUI library"
    "PhotoAlbumsFlow Examples/PhotoAlbumsFlow module"
    "PhotoAlbums Examples/PhotoAlbums module"
    "HostedAlbums Examples/HostedAlbums module"
    "SwiftUIAlbums Examples/SwiftUIAlbums module"
    "ExampleSupport Examples/ExampleSupport module"
    "WalkingFlow Examples/WalkingFlow module"
    "WalkingApp Examples/WalkingApp module"
    "PoseFeedFlow Examples/PoseFeedFlow module"
    "PoseFeedApp Examples/PoseFeedApp module"
    "ExampleStandIns Examples/ExampleStandIns module"
    "scenepivot-demo Examples/scenepivot-demo executable"
    "PhotoAlbumsAppShell Examples/Apps/PhotoAlbums.swiftpm/Sources leaf"
    "WalkingAppShell Examples/Apps/WalkingApp.swiftpm/Sources leaf"
    "PoseFeedAppShell Examples/Apps/PoseFeedApp.swiftpm/Sources leaf"
    "HostedAlbumsAppShell Examples/Apps/HostedAlbums.swiftpm/Sources leaf"
    "SwiftUIAlbumsAppShell Examples/Apps/SwiftUIAlbums.swiftpm/Sources leaf"
    "UIKitTestHost Examples/UIKitTestHost/Sources leaf"
    "ScenePivotUIKitTests Tests/ScenePivotUIKitTests tests"
)

unchecked=""
for entry in "${MODULES[@]}"; do
    read -r name dir kind <<<"$entry"
    [[ "$kind" == tests ]] || continue
    while IFS= read -r file; do
        grep -qE '^import (Testing|XCTest)$' "$file" && unchecked+=" $file"
    done < <(sources "$dir")
done

# check_target TARGET: type-checks every module for TARGET, writing its diagnostics to $WORK/TARGET/output.log and
# one summary line to $WORK/TARGET/summary; exits 1 on any error or warning. The targets run side by side (the
# module cache is safe to share), so checking two costs little more than one on two cores.
check_target() {
    local target="$1" out="$WORK/$1" LOG failed="" missing="" name dir kind file errors warnings
    mkdir -p "$out"
    LOG="$out/output.log"
    : >"$LOG"
    local FLAGS=(-target "$target" -sdk "$IOS_SDK" -swift-version 6 -package-name scenepivot -I "$out")
    [[ -n "${IOS_RESOURCE_DIR:-}" ]] && FLAGS+=(-resource-dir "$IOS_RESOURCE_DIR")
    FLAGS+=(-module-cache-path "${IOS_MODULE_CACHE:-$WORK/module-cache}")

    for entry in "${MODULES[@]}"; do
        read -r name dir kind <<<"$entry"
        local files=()
        while IFS= read -r file; do
            [[ "$kind" == tests ]] && grep -qE '^import (Testing|XCTest)$' "$file" && continue
            files+=("$file")
        done < <(sources "$dir")
        [[ ${#files[@]} -gt 0 ]] || continue

        local mode=(-parse-as-library)
        [[ "$kind" == executable ]] && mode=()
        if ! "$SWIFTC" -typecheck -module-name "${name//-/_}" "${FLAGS[@]}" "${mode[@]}" "${files[@]}" >>"$LOG" 2>&1; then
            failed+=" $name"
        fi
        # `-throws-as-traps` is required: the iOS 16.x SDKs' standard library lacks `_willThrowTyped`, the hook
        # SILGen calls for every typed `throw` (`throws(ScenePivotError)` bodies), and without it Swift 6.3's SILGen
        # dereferences null and crashes. The flag lowers each `throw` to a trap instead, which changes nothing the
        # diagnostics check: isolation, regions and initialization are decided on the code around the throw.
        if [[ "$kind" == library ]] && ! "$SWIFTC" -emit-sil -wmo -Xfrontend -throws-as-traps -o /dev/null \
            -module-name "$name" "${FLAGS[@]}" "${mode[@]}" "${files[@]}" >>"$LOG" 2>&1; then
            failed+=" $name(SIL)"
        fi
        # Declarations only (function bodies are skipped), for the modules checked after this one. A body that
        # failed above does not stop them; a declaration that fails here is already in the log above, so this
        # step's own output is kept only when the type-check passed.
        if [[ "$kind" == library || "$kind" == module ]]; then
            if ! "$SWIFTC" -emit-module -wmo -Xfrontend -experimental-skip-all-function-bodies -module-name "$name" \
                -emit-module-path "$out/$name.swiftmodule" "${FLAGS[@]}" "${mode[@]}" "${files[@]}" >"$out/emit.log" 2>&1; then
                missing+=" $name"
                [[ "$failed" == *" $name"* ]] || { cat "$out/emit.log" >>"$LOG"; failed+=" $name(module)"; }
            fi
        fi
    done

    # Each diagnostic once: the SIL pass repeats the type-check's.
    errors=$({ grep -E '(^|: )error:' "$LOG" || true; } | sort -u | wc -l | tr -d ' ')
    warnings=$({ grep -E '(^|: )warning:' "$LOG" || true; } | sort -u | wc -l | tr -d ' ')
    if [[ -n "$failed" || "$errors" -gt 0 || "$warnings" -gt 0 ]]; then
        echo "FAILED for $target: $errors error(s), $warnings warning(s)${failed:+ (failed:$failed)}${missing:+ (modules not emitted, so their importers report them missing:$missing)}" >"$out/summary"
        return 1
    fi
    echo "OK for $target: 0 errors, 0 warnings" >"$out/summary"
}

status=0
start=$SECONDS
pids=()
for target in "${TARGETS[@]}"; do
    check_target "$target" &
    pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
summary=()
for target in "${TARGETS[@]}"; do
    cat "$WORK/$target/output.log"
    summary+=("$(cat "$WORK/$target/summary" 2>/dev/null || echo "FAILED for $target: no summary")")
done

modules=""
for entry in "${MODULES[@]}"; do modules+="${modules:+, }${entry%% *}"; done
elapsed=$((SECONDS - start))
for line in "${summary[@]}"; do echo "typecheck-ios: $line"; done
echo "typecheck-ios: $([[ $status == 0 ]] && echo OK || echo FAILED) in ${elapsed}s; checked $modules (the libraries also for SIL diagnostics) against $(basename "$IOS_SDK")${unchecked:+; not checked (imports a test framework the SDK lacks):$unchecked}"
exit $status
