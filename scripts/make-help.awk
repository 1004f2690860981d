# `make help`: every target of the Makefile that has a `## target: what it does` line (and the
# `## ` lines continuing it), as "target  what it does", wrapped to 100 columns.
function flush(   n, words, i, line, indent) {
    if (target == "") return
    indent = sprintf("%-18s", "")
    line = sprintf("%-18s", target)
    n = split(text, words, " ")
    for (i = 1; i <= n; i++) {
        if (length(line) + length(words[i]) + 1 > 100 && line != indent) { print line; line = indent }
        line = line (line ~ / $/ ? "" : " ") words[i]
    }
    print line
    target = ""
}
/^## [A-Za-z0-9_-]+:/ {
    flush()
    target = $2; sub(/:$/, "", target)
    text = $0; sub(/^## [A-Za-z0-9_-]+: */, "", text)
    next
}
/^## / && target != "" { rest = $0; sub(/^## */, "", rest); text = text " " rest; next }
{ flush() }
END { flush() }
