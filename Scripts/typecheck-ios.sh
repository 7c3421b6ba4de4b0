#!/usr/bin/env bash
# Type-checks ScenePivot, ScenePivotUIKit, the examples (PhotoAlbumsFlow/PhotoAlbums, ExampleSupport,
# WalkingFlow/WalkingApp, PoseFeedFlow/PoseFeedApp) and the iOS test target ScenePivotUIKitTests for
# arm64-apple-ios16.4 against a real iPhoneOS SDK, in Swift 6 mode, and fails on any error or any warning.
#
# ScenePivot and ScenePivotUIKit are also lowered to SIL (`-emit-sil`, output discarded), because some Swift 6
# diagnostics run only there, not in `-typecheck`: region-based isolation ("sending … risks causing data races",
# non-Sendable state read from a nonisolated deinit), definite initialization, unreachable code.
#
# The SDK has no test framework (Swift Testing and XCTest ship in Xcode's platform folder, not in the SDK), so the
# test target's files that import one — its thin glue — cannot be checked here; the last line names them.
#
# The SDK comes from IOS_SDK (with IOS_RESOURCE_DIR and IOS_MODULE_CACHE when set, as on Linux), else from
# `xcrun --sdk iphoneos --show-sdk-path` on a Mac, else from `../shared/tools/ios-sdk env` next to the repository.
#
# Exit status: 0 when everything type-checks with no warning; 1 on any error or warning; 3 when no iOS SDK is
# available, after printing exactly one line, "skipped: no iOS SDK", so CI can call this script unconditionally.
#
#   Scripts/typecheck-ios.sh            # or: IOS_SDK=… IOS_RESOURCE_DIR=… IOS_MODULE_CACHE=… Scripts/typecheck-ios.sh
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
source Scripts/ios-sdk.sh

SWIFTC="${SWIFTC:-swiftc}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/typecheck-ios.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
LOG="$WORK/output.log"
: >"$LOG"

FLAGS=(-target "$TARGET" -sdk "$IOS_SDK" -swift-version 6 -package-name scenepivot -parse-as-library -I "$WORK")
[[ -n "${IOS_RESOURCE_DIR:-}" ]] && FLAGS+=(-resource-dir "$IOS_RESOURCE_DIR")
FLAGS+=(-module-cache-path "${IOS_MODULE_CACHE:-$WORK/module-cache}")

sources() { find "$1" -name '*.swift' -type f | LC_ALL=C sort; }

failed=""
# check NAME DIR [emit]: type-checks every file of DIR as module NAME, function bodies included; with `emit`, also
# writes NAME.swiftmodule (declarations only) for the modules checked after it. The module is written without
# lowering bodies to SIL (see check_sil for why lowering needs a flag on this SDK).
check() {
    local name="$1" dir="$2" files
    mapfile -t files < <(sources "$dir")
    if ! "$SWIFTC" -typecheck -module-name "$name" "${FLAGS[@]}" "${files[@]}" >>"$LOG" 2>&1; then
        failed+=" $name"
        return
    fi
    if [[ "${3:-}" == emit ]] && ! "$SWIFTC" -emit-module -wmo -Xfrontend -experimental-skip-all-function-bodies \
        -module-name "$name" -emit-module-path "$WORK/$name.swiftmodule" "${FLAGS[@]}" "${files[@]}" >>"$LOG" 2>&1; then
        failed+=" $name"
    fi
}

# check_sil NAME DIR: lowers every file of DIR, as module NAME, to SIL and runs the SIL diagnostics, writing
# nothing. `-throws-as-traps` is required: the iOS 16.x SDKs' standard library lacks `_willThrowTyped`, the hook
# SILGen calls for every typed `throw` (`throw` in a `throws(ScenePivotError)` body), and without it Swift 6.3's
# SILGen dereferences null and crashes (seen in ScenePivot's `AlertContent.validate(as:)`). The flag lowers each
# `throw` to a trap instead, which changes nothing the diagnostics check: isolation, regions and initialization
# are decided on the code around the throw, not on how an error leaves. ScenePivotUIKit has no typed `throw` and
# also lowers without the flag today; it gets the flag too so that adding one cannot crash the check.
check_sil() {
    local name="$1" dir="$2" files
    mapfile -t files < <(sources "$dir")
    if ! "$SWIFTC" -emit-sil -wmo -Xfrontend -throws-as-traps -o /dev/null -module-name "$name" "${FLAGS[@]}" \
        "${files[@]}" >>"$LOG" 2>&1; then
        failed+=" $name(SIL)"
    fi
}

# check_tests NAME DIR: like `check`, for a test target, leaving out the files that import a test framework,
# which are listed in $unchecked.
unchecked=""
check_tests() {
    local name="$1" dir="$2" files=() file
    while IFS= read -r file; do
        if grep -qE '^import (Testing|XCTest)$' "$file"; then unchecked+=" $file"; else files+=("$file"); fi
    done < <(sources "$dir")
    [[ ${#files[@]} -gt 0 ]] || return 0
    if ! "$SWIFTC" -typecheck -module-name "$name" "${FLAGS[@]}" "${files[@]}" >>"$LOG" 2>&1; then
        failed+=" $name"
    fi
}

start=$SECONDS
check ScenePivot Sources/ScenePivot emit
[[ -z "$failed" ]] && check_sil ScenePivot Sources/ScenePivot
[[ -z "$failed" ]] && check ScenePivotUIKit Sources/ScenePivotUIKit emit
[[ -z "$failed" ]] && check_sil ScenePivotUIKit Sources/ScenePivotUIKit
[[ -z "$failed" ]] && check PhotoAlbumsFlow Examples/PhotoAlbumsFlow emit
[[ -z "$failed" ]] && check PhotoAlbums Examples/PhotoAlbums
[[ -z "$failed" ]] && check ExampleSupport Examples/ExampleSupport emit
[[ -z "$failed" ]] && check WalkingFlow Examples/WalkingFlow emit
[[ -z "$failed" ]] && check WalkingApp Examples/WalkingApp
[[ -z "$failed" ]] && check PoseFeedFlow Examples/PoseFeedFlow emit
[[ -z "$failed" ]] && check PoseFeedApp Examples/PoseFeedApp
[[ -z "$failed" ]] && check_tests ScenePivotUIKitTests Tests/ScenePivotUIKitTests

errors=$(grep -cE '(^|: )error:' "$LOG" || true)
warnings=$(grep -cE '(^|: )warning:' "$LOG" || true)
cat "$LOG"
elapsed=$((SECONDS - start))
if [[ -n "$failed" || "$errors" -gt 0 || "$warnings" -gt 0 ]]; then
    echo "typecheck-ios: FAILED for $TARGET: $errors error(s), $warnings warning(s)${failed:+ (failed:$failed)} in ${elapsed}s${unchecked:+; not checked (imports a test framework the SDK lacks):$unchecked}"
    exit 1
fi
echo "typecheck-ios: OK for $TARGET: ScenePivot and ScenePivotUIKit (and their SIL diagnostics), PhotoAlbumsFlow, PhotoAlbums, ExampleSupport, WalkingFlow, WalkingApp, PoseFeedFlow, PoseFeedApp, ScenePivotUIKitTests; 0 errors, 0 warnings in ${elapsed}s${unchecked:+; not checked (imports a test framework the SDK lacks):$unchecked}"
