#!/usr/bin/env python3
"""docs/commands.md names every option each command's --help prints, and no option that no command
prints: under "## Every option", each "### `COMMAND …`" section lists its options; this runs
`COMMAND --help` for the commands a section covers and compares the two sets of `--NAME`s
(`--help` and `--version`, which every command takes, aside). Usage:

    check-commands-doc.py BIN_DIR [DOC]     check (exit 1 and one line per difference)
    check-commands-doc.py --self-test       planted differences must be found
"""
import pathlib
import re
import subprocess
import sys

DOC = pathlib.Path("docs/commands.md")
# Each section heading's command (the words in its first backticks) → the commands whose --help
# it covers; `fluid spring describe`, `sample`, `plot` is one section for three subcommands.
SECTIONS = {
    "fluid-playground": [["fluid-playground"]],
    "fluid replay SCRIPT": [["fluid", "replay"]],
    "fluid spring describe": [["fluid", "spring", "describe"], ["fluid", "spring", "sample"],
                              ["fluid", "spring", "plot"]],
    "fluid bench render": [["fluid", "bench", "render"]],
    "fluid bench velocity": [["fluid", "bench", "velocity"]],
    "fluid bench prediction": [["fluid", "bench", "prediction"]],
    "fluid-fuzz": [["fluid-fuzz"]],
}
COMMON = {"--help", "--version"}
OPTION = re.compile(r"--[a-z][a-z0-9-]*")


def help_options(text):
    """The options an ArgumentParser --help lists: the `--NAME`s that start an entry of OPTIONS
    (`  --dark/--no-dark`, `  -h, --help`), not those its descriptions mention."""
    options, inside = set(), False
    for line in text.splitlines():
        if line.startswith("OPTIONS:"):
            inside = True
        elif inside and line and not line.startswith(" "):
            inside = False
        elif inside:
            entry = re.match(r"  (-[a-z], )?(--\S+)", line)
            if entry:
                options.update(OPTION.findall(entry.group(2)))
    return options - COMMON


def doc_sections(text):
    """Heading command → the `--NAME`s its section names, for every ### under "## Every option"."""
    body = text.split("\n## Every option\n", 1)
    if len(body) < 2:
        return {}
    body = body[1].split("\n## ", 1)[0]
    sections, current = {}, None
    for line in body.splitlines():
        heading = re.match(r"### `([^`]+)`", line)
        if heading:
            current = heading.group(1)
            sections[current] = set()
        elif current is not None:
            sections[current].update(OPTION.findall(line))
    return {name: options - COMMON for name, options in sections.items()}


def differences(doc_text, helps):
    """One line per difference; `helps` maps a command (tuple of words) to its --help text."""
    found = []
    sections = doc_sections(doc_text)
    for heading, commands in SECTIONS.items():
        if heading not in sections:
            found.append(f"no section ### `{heading}` under ## Every option")
            continue
        named = sections[heading]
        printed = set()
        for command in commands:
            options = help_options(helps[tuple(command)])
            printed |= options
            for option in sorted(options - named):
                found.append(f"`{' '.join(command)} --help` prints {option}, which `{heading}`'s section does not name")
        for option in sorted(named - printed):
            found.append(f"`{heading}`'s section names {option}, which no --help of it prints")
    for heading in sorted(set(sections) - set(SECTIONS)):
        found.append(f"section ### `{heading}` is not checked: add it to SECTIONS")
    return found


def run_help(bin_dir, command):
    out = subprocess.run([str(pathlib.Path(bin_dir) / command[0]), *command[1:], "--help"],
                         capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        sys.exit(f"check-commands-doc: {' '.join(command)} --help exited {out.returncode}: {out.stderr.strip()}")
    return out.stdout


def self_test():
    helps = {
        ("fluid-playground",): "OPTIONS:\n  --scene <scene>         Scene.\n  --dark/--no-dark        Dark.\n"
                               "  -h, --help              Show help.\n",
        ("fluid", "replay"): "OPTIONS:\n  --fps <fps>             See --scene.\n  --version  v\n",
        ("fluid", "spring", "describe"): "OPTIONS:\n  --json   j\n",
        ("fluid", "spring", "sample"): "OPTIONS:\n  --json   j\n  --fps <fps>  f\n",
        ("fluid", "spring", "plot"): "OPTIONS:\n  --out <out>  o\n\nSUBCOMMANDS:\n  --not-an-option\n",
        ("fluid", "bench", "render"): "OPTIONS:\n  --all  a\n",
        ("fluid", "bench", "velocity"): "OPTIONS:\n  --strokes <count|file>  s\n",
        ("fluid", "bench", "prediction"): "OPTIONS:\n  --strokes <file>  s\n  --horizon <ms>  h\n",
        ("fluid-fuzz",): "OPTIONS:\n  --seed <seed>  s\n",
    }
    good = ("# x\n## Every option\n### `fluid-playground`\n| `--scene` | `--dark`, `--no-dark` |\n"
            "### `fluid replay SCRIPT`\n`--fps`\n### `fluid spring describe`, `sample`, `plot`\n`--json` `--fps` `--out`\n"
            "### `fluid bench render`\n`--all`\n### `fluid bench velocity`\n`--strokes`\n"
            "### `fluid bench prediction`\n`--strokes` `--horizon`\n### `fluid-fuzz`\n`--seed`\n"
            "## Exit codes\n`--gone` is outside the section\n")
    assert differences(good, helps) == [], differences(good, helps)
    planted = {
        "an option --help prints that the doc leaves out": good.replace("`--dark`, `--no-dark`", "`--dark`"),
        "an option the doc names that no --help prints": good.replace("`--all`", "`--all` `--gone`"),
        "a missing section": good.replace("### `fluid-fuzz`\n`--seed`\n", ""),
        "an unchecked section": good.replace("## Exit codes", "### `fluid new`\n`--x`\n## Exit codes"),
        "a sub-command's option missing from a shared section": good.replace("`--json` `--fps` `--out`", "`--json` `--out`"),
    }
    for name, text in planted.items():
        if not differences(text, helps):
            sys.exit(f"check-commands-doc self-test: {name} was not found")
    print(f"check-commands-doc self-test: {len(planted)} planted differences found")


def main():
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    doc = pathlib.Path(sys.argv[2]) if len(sys.argv) == 3 else DOC
    helps = {tuple(c): run_help(sys.argv[1], c) for commands in SECTIONS.values() for c in commands}
    found = differences(doc.read_text(), helps)
    for line in found:
        print(f"{doc}: {line}")
    if found:
        sys.exit(1)
    print(f"{doc}: names every option of {len(helps)} commands' --help, and no other")


if __name__ == "__main__":
    main()
