#!/usr/bin/env bash
# Compiles every Swift snippet of README.md and the DocC articles as a user's code would be compiled: against the
# public API of the modules `swift build` made, imported without the package's name, so `package` declarations are
# out of reach. Scripts/snippets.awk places each block where a user would write it; the blocks of one Markdown file
# form one module with that file's prelude, Tests/DocumentationTests/Preludes/<file>.swift, or else its module's,
# Preludes/<module>.swift (what the article takes for granted: its imports, a pivot, a stage, a user), which is
# compiled only here. Package.swift entries compile against PackageDescription. A block copied from a file under
# Examples/ is left out: that file's example target is compiled here the same way (DocumentationTests checks the
# copy). Blocks that use UIKit or SwiftUI, and the UIKit
# and SwiftUI examples, compile for the iOS floor when an SDK is available, and are reported as skipped when not.
#
# Run after `swift build` (CI runs it after its build). Exit status 0 when everything compiles with no warning, 1
# otherwise, listing every diagnostic.
#
#   Scripts/check-snippets.sh
#   SCRATCH=/tmp/build Scripts/check-snippets.sh    # modules built with --scratch-path /tmp/build
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
SCRATCH_ARGS=()
if [[ -n "${SCRATCH:-}" ]]; then SCRATCH_ARGS=(--scratch-path "$SCRATCH"); fi
MODULES="$(swift build "${SCRATCH_ARGS[@]}" --show-bin-path)/Modules"
[[ -d "$MODULES" ]] || { echo "error: no modules at $MODULES: run swift build first" >&2; exit 1; }
MANIFEST_API="$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/pm/ManifestAPI"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/snippets.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/linux" "$WORK/ios" "$WORK/manifest"

documents=(README.md)
while IFS= read -r file; do documents+=("$file"); done < <(find Sources -path '*Documentation.docc/*.md' | LC_ALL=C sort)
for document in "${documents[@]}"; do
    key="$(printf '%s' "$document" | sed 's#^Sources/##; s#/Documentation.docc/#-#; s#\.md$##; s#/#-#g')"
    platform=linux
    [[ "$key" == ScenePivotUIKit-* || "$key" == ScenePivotSwiftUI-* ]] && platform=ios
    awk -v OUT="$WORK" -v KEY="$key" -v PLATFORM="$platform" -f Scripts/snippets.awk "$document"
done

LOG="$WORK/log"
: >"$LOG"
failed=""
compile() { # NAME FILE…: type-checks the files as module NAME with the package's modules, without its name.
    local name="$1"
    shift
    swiftc -typecheck -swift-version 6 -module-name "$name" -I "$MODULES" "$@" >>"$LOG" 2>&1 || failed+=" $name"
}

count=0
for key in $(ls "$WORK/linux" | sed 's/-[0-9]*\.swift$//' | LC_ALL=C sort -u); do
    prelude="Tests/DocumentationTests/Preludes/$key.swift"
    # Articles of one module that take the same things for granted share the module's prelude.
    [[ -f "$prelude" ]] || prelude="Tests/DocumentationTests/Preludes/${key%%-*}.swift"
    [[ -f "$prelude" ]] || { echo "error: $key has snippets but no prelude at $prelude" >>"$LOG"; failed+=" $key"; continue; }
    cat "$WORK/linux/$key"-*.swift >"$WORK/$key-snippets.swift"   # one file: a snippet's `private` types reach the next
    compile "Snippets_${key//-/_}" -parse-as-library "$prelude" "$WORK/$key-snippets.swift"
    count=$((count + $(ls "$WORK/linux/$key"-*.swift | wc -l)))
done
if ls "$WORK/manifest"/*.swift >/dev/null 2>&1; then
    printf '@_exported import PackageDescription\n' >"$WORK/manifest-prelude.swift"
    swiftc -typecheck -swift-version 6 -module-name Manifest -I "$MANIFEST_API" -package-description-version 6.0 \
        -parse-as-library "$WORK/manifest-prelude.swift" "$WORK/manifest"/*.swift >>"$LOG" 2>&1 || failed+=" Manifest"
    count=$((count + $(ls "$WORK/manifest"/*.swift | wc -l)))
fi

# The flows of the examples, as an app's own code. (The headless demo is not one: it plays the user, through the
# headless stage's package interface.)
for example in PhotoAlbumsFlow WalkingFlow PoseFeedFlow; do
    compile "$example" -parse-as-library $(find "Examples/$example" -name '*.swift' | LC_ALL=C sort)
done

# Blocks that use UIKit or SwiftUI, when an iOS SDK is available (Scripts/ios-sdk.sh): against the modules emitted
# for the iOS floor, with the article's `<file>-iOS.swift` prelude.
ios=$(ls "$WORK/ios" | wc -l | tr -d ' ')
ios_note="$ios UIKit or SwiftUI snippets"
if [[ "$ios" -gt 0 ]]; then
    if ( source Scripts/ios-sdk.sh >/dev/null ); then
        source Scripts/ios-sdk.sh
        IOS_FLAGS=(-target "$FLOOR_TARGET" -sdk "$IOS_SDK" -swift-version 6 -I "$WORK/ios-modules")
        [[ -n "${IOS_RESOURCE_DIR:-}" ]] && IOS_FLAGS+=(-resource-dir "$IOS_RESOURCE_DIR")
        IOS_FLAGS+=(-module-cache-path "${IOS_MODULE_CACHE:-$WORK/module-cache}")
        mkdir -p "$WORK/ios-modules"
        # The package's modules (with its name, as they are built) and the examples' (as an app's), declarations only.
        for entry in ScenePivot:Sources/ScenePivot ScenePivotHeadless:Sources/ScenePivotHeadless \
            ScenePivotUIKit:Sources/ScenePivotUIKit \
            ScenePivotSwiftUI:Sources/ScenePivotSwiftUI PhotoAlbumsFlow:Examples/PhotoAlbumsFlow \
            PoseFeedFlow:Examples/PoseFeedFlow WalkingFlow:Examples/WalkingFlow ExampleSupport:Examples/ExampleSupport; do
            package=()
            [[ "${entry#*:}" == Sources/* ]] && package=(-package-name scenepivot)
            swiftc -emit-module -wmo -parse-as-library -Xfrontend -experimental-skip-all-function-bodies \
                "${package[@]}" -module-name "${entry%%:*}" "${IOS_FLAGS[@]}" \
                -emit-module-path "$WORK/ios-modules/${entry%%:*}.swiftmodule" \
                $(find "${entry#*:}" -name '*.swift' | LC_ALL=C sort) >>"$LOG" 2>&1 || failed+=" ${entry%%:*}(iOS)"
        done
        # The UIKit and SwiftUI examples, as an app's own code.
        for example in PhotoAlbums HostedAlbums SwiftUIAlbums WalkingApp PoseFeedApp; do
            swiftc -typecheck -parse-as-library -module-name "$example" "${IOS_FLAGS[@]}" \
                $(find "Examples/$example" -name '*.swift' | LC_ALL=C sort) >>"$LOG" 2>&1 || failed+=" $example(iOS)"
        done
        for key in $(ls "$WORK/ios" | sed 's/-[0-9]*\.swift$//' | LC_ALL=C sort -u); do
            prelude="Tests/DocumentationTests/Preludes/$key-iOS.swift"
            [[ -f "$prelude" ]] || { echo "error: $key has UIKit or SwiftUI snippets but no prelude at $prelude" >>"$LOG"; failed+=" $key(iOS)"; continue; }
            cat "$WORK/ios/$key"-*.swift >"$WORK/$key-ios-snippets.swift"
            swiftc -typecheck -parse-as-library -module-name "Snippets_${key//-/_}" "${IOS_FLAGS[@]}" "$prelude" \
                "$WORK/$key-ios-snippets.swift" >>"$LOG" 2>&1 || failed+=" $key(iOS)"
        done
        count=$((count + ios))
        ios_note="including $ios UIKit or SwiftUI snippets, and the UIKit and SwiftUI examples, for $FLOOR_TARGET"
    else
        ios_note="skipped: $ios UIKit or SwiftUI snippets (no iOS SDK)"
    fi
fi
# A value a snippet shows but does not use (`let child = host.startChild(…)`) is what an excerpt is for.
if [[ -n "$failed" ]] || grep -E '(^|: )(error|warning):' "$LOG" | grep -qv '\[#no-usage\]'; then
    cat "$LOG"
    echo "check-snippets: FAILED:${failed:- warnings}"
    exit 1
fi
echo "check-snippets: OK: $count snippets and the Linux examples compile against the public API ($ios_note)"
