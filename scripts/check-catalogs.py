#!/usr/bin/env python3
"""Translation catalogs and the code in step, and machine output the same in every locale.

The UI strings are the string literals passed to `localized(` in the scene-side targets (SCENE_SIDE; a plain
string, a singular with `plural:`, or a string with `context:`, the `.po` entry's msgctxt), and the English text of the data tables a scene shows
through `localized(variable)` (TABLES: the menu's titles, the scenes' summaries, the Shortcuts
actions, the places' categories and notes, the bouncy sheet's actions). For every Translations/*.po:
- each UI string is a msgid there, translated (no empty msgstr); a plural one has msgid_plural
  equal to the code's plural and every form its Plural-Forms header asks for;
- no msgid is there that the code no longer uses;
- `msgfmt --check` accepts it.
With --fluid BINARY, also: `fluid replay --trace` of every demo and `fluid spring describe` print
byte-identical output under LC_ALL=de_DE.UTF-8 (and --locale de, --locale he) and LC_ALL=C:
machine output never follows the locale.

--self-test plants faults (a missing string, an unused one, an empty translation, a missing plural
form) in a copy and expects each to be found.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
LITERAL = r'"((?:[^"\\\n]|\\.)*)"'
CALL = re.compile(r"localized\(\s*" + LITERAL + r"(?:\s*,\s*plural:\s*" + LITERAL + r")?"
                  r"(?:\s*,\s*context:\s*" + LITERAL + r")?")
# A msgctxt entry's key, as msgfmt writes it in the .mo: context, U+0004, msgid.
CONTEXT_SEPARATOR = "\x04"


def unescape(text):
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text)


# Data tables whose English text is shown through `localized(someValue)`: a file (relative to the
# sources) and the patterns whose group 1 is a UI string. Rows a scene never shows are left out
# (a scene `listed: false` is not in the menu).
# The targets whose code shows UI strings; paths below are relative to Sources/.
SCENE_SIDE = ("FluidSemantics", "FluidSceneKit", "FluidScenes", "FluidSession")
TABLES = {
    os.path.join("FluidScenes", "Menu", "MenuScene.swift"): [re.compile(r'\(\s*"[a-z-]+"\s*,\s*' + LITERAL + r'\s*,\s*"[a-z-]+"\s*,')],
    os.path.join("FluidScenes", "SceneCatalog+Standard.swift"): [re.compile(r'\.init\(\s*"[a-z-]+"\s*,\s*' + LITERAL + r'(?!\s*,\s*listed:\s*false)\s*[,)]')],
    os.path.join("FluidScenes", "Shortcuts", "ActionCatalog.swift"): [re.compile(r'\btitle:\s*' + LITERAL),
                                                                     re.compile(r'\bsummary:\s*' + LITERAL)],
    os.path.join("FluidScenes", "Places", "Place.swift"): [re.compile(r'\bcategory:\s*' + LITERAL),
                                                           re.compile(r'(?<=[\[,])\s*' + LITERAL + r'(?=\s*[\],])')],
    os.path.join("FluidScenes", "BouncySheet", "BouncySheetScene.swift"): [
        re.compile(r'\(\s*"[a-z-]+"\s*,\s*' + LITERAL + r'\s*\)')],
}


def code_strings(sources):
    """The UI strings of the scene-side targets under `sources` (every file when it has none of
    them, as the self-test's folder)."""
    found = {}
    roots = [os.path.join(sources, t) for t in SCENE_SIDE if os.path.isdir(os.path.join(sources, t))] or [sources]
    for root, _, files in (walked for top in roots for walked in os.walk(top)):
        for name in files:
            if name.endswith(".swift"):
                path = os.path.join(root, name)
                with open(path, encoding="utf-8") as handle:
                    text = handle.read()
                for match in CALL.finditer(text):
                    plural = unescape(match.group(2)) if match.group(2) is not None else None
                    key = unescape(match.group(1))
                    if match.group(3) is not None:
                        key = unescape(match.group(3)) + CONTEXT_SEPARATOR + key
                    found[key] = plural
                # Comments are not tables (a doc comment's example row is no UI string).
                code = re.sub(r"^\s*//.*$", "", text, flags=re.MULTILINE)
                for pattern in TABLES.get(os.path.relpath(path, sources), []):
                    for match in pattern.finditer(code):
                        found.setdefault(unescape(match.group(1)), None)
    return found


def missing_tables(sources):
    """The TABLES files that are gone or whose patterns find nothing: a moved table must not
    silently drop its strings from the check."""
    problems = []
    for relative, patterns in TABLES.items():
        path = os.path.join(sources, relative)
        if not os.path.exists(path):
            problems.append(f"table {relative} is gone: update TABLES in check-catalogs.py")
            continue
        text = open(path, encoding="utf-8").read()
        for pattern in patterns:
            if not pattern.search(text):
                problems.append(f"table {relative}: {pattern.pattern!r} finds nothing")
    return problems


def parse_po(path):
    """msgid -> (msgid_plural or None, [msgstr forms]), and the header text."""
    entries, current, key = {}, None, None
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()

    def finish():
        if current is not None and "msgid" in current:
            forms = [current[k] for k in sorted(k for k in current if k.startswith("msgstr"))]
            key = current["msgid"]
            if "msgctxt" in current:
                key = current["msgctxt"] + CONTEXT_SEPARATOR + key
            entries[key] = (current.get("msgid_plural"), forms)

    for line in lines + [""]:
        line = line.strip()
        if not line or line.startswith("#"):
            if not line and current is not None and key is not None:
                finish()
                current, key = None, None
            continue
        match = re.match(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+" + LITERAL + "$", line)
        if match:
            if match.group(1) in ("msgid", "msgctxt") and current is not None and key is not None \
                    and key.startswith("msgstr"):
                finish()
                current = None
            current = current or {}
            key = match.group(1)
            current[key] = unescape(match.group(2))
        elif re.match("^" + LITERAL + "$", line) and key is not None:
            current[key] += unescape(line[1:-1])
    header = entries.pop("", (None, [""]))[1][0]
    return entries, header


def check(sources, translations):
    problems = missing_tables(sources) if os.path.exists(os.path.join(sources, "FluidScenes", "SceneCatalog+Standard.swift")) else []
    wanted = code_strings(sources)
    if not wanted:
        problems.append(f"no localized(\"…\") strings found in {sources}")
    catalogs = sorted(f for f in os.listdir(translations) if f.endswith(".po"))
    if not catalogs:
        problems.append(f"no .po catalogs in {translations}")
    for name in catalogs:
        path = os.path.join(translations, name)
        entries, header = parse_po(path)
        match = re.search(r"nplurals\s*=\s*(\d+)", header)
        nplurals = int(match.group(1)) if match else 2
        for msgid, plural in sorted(wanted.items()):
            if msgid not in entries:
                problems.append(f"{name}: missing {msgid!r}")
                continue
            their_plural, forms = entries[msgid]
            if their_plural != plural:
                problems.append(f"{name}: {msgid!r} has plural {their_plural!r}, the code {plural!r}")
            expected = nplurals if plural is not None else 1
            if len(forms) != expected or any(not f for f in forms):
                problems.append(f"{name}: {msgid!r} needs {expected} non-empty translation(s), has {forms!r}")
        for msgid in sorted(set(entries) - set(wanted)):
            problems.append(f"{name}: {msgid!r} is not used by the code")
        done = subprocess.run(["msgfmt", "--check", "-o", os.devnull, path], capture_output=True, text=True)
        if done.returncode != 0:
            problems.append(f"{name}: msgfmt --check: {done.stderr.strip()}")
    return problems, len(wanted), len(catalogs)


def self_test():
    with tempfile.TemporaryDirectory() as work:
        sources, translations = os.path.join(work, "src"), os.path.join(work, "po")
        os.makedirs(os.path.join(sources, "FluidScenes"))
        os.makedirs(translations)
        shutil.copy(os.path.join(ROOT, "Translations", "de.po"), translations)
        base = code_strings(os.path.join(ROOT, "Sources"))
        def write_code(extra=""):
            def call(k, v):
                context, _, msgid = k.rpartition(CONTEXT_SEPARATOR)
                tail = f', context: "{context}"' if context else ""
                return f'x.localized("{msgid}"{tail})' if v is None else f'x.localized("{msgid}", plural: "{v}", count: n)'
            body = "\n".join(call(k, v) for k, v in base.items())
            with open(os.path.join(sources, "FluidScenes", "A.swift"), "w") as handle:
                handle.write(body + "\n" + extra)
        write_code()
        ok, _, _ = check(sources, translations)
        if ok:
            sys.exit(f"check-catalogs self-test: the untouched copy fails: {ok}")
        write_code('x.localized("A string no catalog has")\n')
        if not any("missing 'A string no catalog has'" in p for p in check(sources, translations)[0]):
            sys.exit("check-catalogs self-test: a missing string was not found")
        # A word in a context (msgctxt) is its own entry: the plain msgid does not stand for it.
        write_code('x.localized("Places", context: "planted")\n')
        if not any("missing 'planted\\x04Places'" in p for p in check(sources, translations)[0]):
            sys.exit("check-catalogs self-test: a missing string with a context was not found")
        # A string shown from a data table (a new Shortcuts action) is found without a
        # localized("…") call of its own; a table the patterns no longer match is reported.
        os.makedirs(os.path.join(sources, "FluidScenes", "Shortcuts"), exist_ok=True)
        table = os.path.join(sources, "FluidScenes", "Shortcuts", "ActionCatalog.swift")
        with open(table, "w") as handle:
            handle.write('.init(id: "planted", title: "A Planted Action", summary: "Plants a fault",\n')
        if not any("missing 'A Planted Action'" in p for p in check(sources, translations)[0]):
            sys.exit("check-catalogs self-test: a string in a data table was not found")
        os.remove(table)
        renamed = os.path.join(sources, "FluidScenes", "Shortcuts", "ActionCatalog.swift")
        with open(renamed, "w") as handle:
            handle.write('.init(id: "planted", name: "Renamed Field")\n')
        if not any("ActionCatalog.swift" in p and "finds nothing" in p for p in missing_tables(sources)):
            sys.exit("check-catalogs self-test: a table its patterns no longer match was not reported")
        os.remove(renamed)
        write_code()
        po = os.path.join(translations, "de.po")
        text = open(po, encoding="utf-8").read()
        with open(po, "w", encoding="utf-8") as handle:
            handle.write(text + '\nmsgid "Gone"\nmsgstr "Weg"\n')
        if not any("'Gone' is not used" in p for p in check(sources, translations)[0]):
            sys.exit("check-catalogs self-test: an unused string was not found")
        with open(po, "w", encoding="utf-8") as handle:
            handle.write(text.replace('msgstr "Orte"', 'msgstr ""'))
        if not any("'Places' needs 1" in p for p in check(sources, translations)[0]):
            sys.exit("check-catalogs self-test: an empty translation was not found")
        with open(po, "w", encoding="utf-8") as handle:
            handle.write(re.sub(r'msgstr\[1\] "[^"]*"\n?', "", text))
        if not any("'%d action' needs 2" in p for p in check(sources, translations)[0]):
            sys.exit("check-catalogs self-test: a missing plural form was not found")
    print("check-catalogs self-test: planted faults found")


def german_locale(folder):
    """LOCPATH for a de_DE.UTF-8 that glibc really loads: compiled with localedef into `folder`
    (no root, nothing system-wide), from Debian's `locales` sources."""
    os.makedirs(folder, exist_ok=True)
    done = subprocess.run(["localedef", "-i", "de_DE", "-f", "UTF-8", os.path.join(folder, "de_DE.UTF-8")],
                          capture_output=True, text=True)
    if not os.path.isdir(os.path.join(folder, "de_DE.UTF-8")):
        sys.exit(f"check-catalogs: localedef de_DE.UTF-8 failed ({done.stderr.strip()}); install gettext and locales")
    probe = subprocess.run(["locale", "decimal_point"], capture_output=True, text=True,
                           env={**os.environ, "LOCPATH": folder, "LC_ALL": "de_DE.UTF-8"})
    if probe.stdout.strip() != ",":
        sys.exit(f"check-catalogs: de_DE.UTF-8 does not load (decimal point {probe.stdout.strip()!r})")
    return folder


def same_machine_output(fluid):
    with tempfile.TemporaryDirectory() as folder:
        # The calculator's display is a number the German UI writes as 1.234,5; its trace must not.
        calculator = os.path.join(folder, "calculator.jsonl")
        with open(calculator, "w") as handle:
            handle.write('{"t":0.1,"type":"text","text":"1234.5"}\n')
        return machine_output_problems(fluid, german_locale(os.path.join(folder, "locale")), calculator)


def machine_output_problems(fluid, locpath, calculator):
    problems = []
    demos = sorted(os.path.join(r, f) for r, _, fs in os.walk(os.path.join(ROOT, "Demos")) for f in fs if f.endswith(".jsonl"))
    runs = [[fluid, "spring", "describe", "--response", "0.5", "--damping-ratio", "0.7"]]
    runs += [[fluid, "replay", calculator, "--scene", "calculator", "--trace", "-"]]
    runs += [[fluid, "replay", demo, "--trace", "-"] for demo in demos]
    for args in runs:
        outputs = []
        german = {"LOCPATH": locpath, "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"}
        for env, extra in (({"LC_ALL": "C"}, []), (german, []),
                           (german, ["--locale", "de"] if "replay" in args else []),
                           (german, ["--locale", "he"] if "replay" in args else [])):
            done = subprocess.run(args + extra, capture_output=True, env={**os.environ, **env}, timeout=300)
            outputs.append((done.returncode, done.stdout))
        if any(o != outputs[0] for o in outputs[1:]):
            problems.append(f"{' '.join(os.path.basename(a) for a in args)}: output differs under LC_ALL=de_DE.UTF-8 or --locale")
    return problems


def main():
    if "--self-test" in sys.argv:
        self_test()
        return
    problems, strings, catalogs = check(os.path.join(ROOT, "Sources"), os.path.join(ROOT, "Translations"))
    if "--fluid" in sys.argv:
        problems += same_machine_output(sys.argv[sys.argv.index("--fluid") + 1])
    for problem in problems:
        print(f"FAIL: {problem}")
    print(f"catalogs: {strings} UI strings in {catalogs} catalogs; {0 if problems else 1} passed, {1 if problems else 0} failed")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
