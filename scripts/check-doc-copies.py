#!/usr/bin/env python3
"""Fails when an article of a DocC catalog (Sources/*/*.docc) repeats a paragraph of docs/*.md.

Each document has one source: the file formats and the commands are written once, in docs/, and
a catalog refers to them instead of holding a copy that drifts. A paragraph here is a run of
non-blank lines with at least 120 characters of text (shorter ones, such as a heading or a
one-line example, may well recur); whitespace is ignored. Usage: scripts/check-doc-copies.py
[--self-test]
"""
import glob
import re
import sys

MIN_CHARACTERS = 120


def paragraphs(text):
    """The long paragraphs of `text`, whitespace collapsed."""
    found = set()
    for block in re.split(r"\n\s*\n", text):
        flat = " ".join(block.split())
        if len(flat) >= MIN_CHARACTERS:
            found.add(flat)
    return found


def copies(sources, articles):
    """(article, source, paragraph start) for every long paragraph an article shares with a source."""
    shared = []
    for source, source_text in sources.items():
        for paragraph in paragraphs(source_text):
            for article, article_text in articles.items():
                if paragraph in paragraphs(article_text):
                    shared.append((article, source, paragraph[:60]))
    return shared


def self_test():
    """The check finds a copied paragraph and passes a catalog that only refers to it."""
    paragraph = "A trace records what a scene did, frame by frame, written after the frame's " \
                "events were applied and the scene advanced to the frame's time."
    sources = {"docs/trace.md": f"# Trace format\n\n{paragraph}\n"}
    copied = {"A.docc/Trace.md": f"# Trace\n\n<!-- copy -->\n\n{paragraph.replace(' frame,', chr(10) + 'frame,')}\n"}
    referred = {"A.docc/A.md": "# A\n\nThe trace format is documented in `docs/trace.md`.\n"}
    assert copies(sources, copied), "a copied paragraph went unnoticed"
    assert not copies(sources, referred), "a reference was taken for a copy"


def main():
    self_test()
    if "--self-test" in sys.argv:
        print("check-doc-copies: self-test passed")
        return
    sources = {path: open(path).read() for path in sorted(glob.glob("docs/*.md"))}
    articles = {path: open(path).read() for path in sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True))}
    shared = copies(sources, articles)
    for article, source, start in shared:
        print(f"{article} copies {source}: \"{start}…\"; refer to {source} instead", file=sys.stderr)
    if shared:
        sys.exit(1)
    print(f"check-doc-copies: no catalog article ({len(articles)}) repeats docs/ ({len(sources)} files)")


if __name__ == "__main__":
    main()
