#!/usr/bin/env bash
# The engine's API documentation (make docs): the DocC catalogs of FluidMotion, FluidGestures and
# FluidDrawer build with warnings treated as errors, every public symbol is documented
# (scripts/check-doc-coverage.py), and the catalog's format articles are the docs/ files they
# copy. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
TARGETS=(FluidMotion FluidGestures FluidDrawer)

# copy_matches DOC ARTICLE: the article is DOC's text below its title, with links to the other
# format document turned into DocC links.
copy_matches() {
    python3 - "$1" "$2" <<'PY'
import re, sys
source, article = (open(p).read() for p in sys.argv[1:])
body = source.split("\n", 1)[1]
body = re.sub(r"\(([a-z-]+)\.md\)",
              lambda m: "(<doc:" + ("TouchScriptFormat" if m.group(1) == "touch-script" else "TraceFormat") + ">)", body)
if article.split("-->\n", 1)[1] != body:
    sys.exit(f"{sys.argv[2]} differs from {sys.argv[1]}: copy the file again")
PY
}
copy_matches docs/touch-script.md Sources/FluidDrawer/FluidDrawer.docc/TouchScriptFormat.md
copy_matches docs/trace.md Sources/FluidDrawer/FluidDrawer.docc/TraceFormat.md

for target in "${TARGETS[@]}"; do
    swift package generate-documentation --target "$target" --warnings-as-errors \
        --experimental-documentation-coverage --coverage-summary-level brief
done
scripts/check-doc-coverage.py "${TARGETS[@]}"
