#!/usr/bin/env python3
"""Checks the translation catalogues in translations/ against the source code.

    scripts/check-translations.py --build-dir BUILD [--lupdate PATH]

Fails (exit 1, one line per problem) when
  - a source string was added, changed or removed without `update_translations` being run:
    lupdate is run on a copy of every catalogue and the messages (context, source, comment,
    plural or not) are compared with the committed ones; line numbers are not compared;
  - a message is unfinished, empty, vanished or obsolete;
  - a plural message has the wrong number of forms for its language;
  - a translation lost or invented a placeholder (%1, %n, %L1 ...), an HTML tag, or the
    keyboard mnemonic (&) its source has.
BUILD is a configured build directory (it holds the lupdate project description that CMake's
qt_add_lupdate writes). Registered with CTest as `translation_catalogues`.
"""
import argparse
import collections
import functools
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
# Plural forms per language as Qt counts them.
PLURAL_FORMS = {"de": 2, "en": 2, "ja": 1, "zh_CN": 1}
PLACEHOLDER = re.compile(r"%L?(?:\d{1,2}|n)")
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>")
MNEMONIC = re.compile(r"(?:^|[^&])&(?!&)[^\s&]")


def language_of(path):
    return path.stem.split("_", 1)[1]


def messages(path):
    """(context, source, comment, numerus) -> <message> element."""
    result = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "",
                   message.get("numerus") == "yes")
            result[key] = message
    return result


def describe(key):
    context, source, comment, _ = key
    text = source.replace("\n", " ") if len(source) <= 70 else source.replace("\n", " ")[:67] + "..."
    return f"{context}: \"{text}\"" + (f" ({comment})" if comment else "")


def project_for(build_dir, ts_name):
    """The lupdate project description qt_add_lupdate wrote for the catalogue `ts_name`.

    Qt 6.4 names it after the target (`acp-workbench_project.cmake`), Qt 6.8 after the lupdate
    target (`acp-workbench_lupdate1_project.cmake`): the file is found by what it lists."""
    work_dir = build_dir / "src" / ".lupdate"
    for candidate in sorted(work_dir.glob("*_project*.cmake")):
        text = candidate.read_text(encoding="utf-8", errors="replace")
        match = re.search(r'set\(lupdate_translations "([^"]*)"\)', text)
        if match and any(Path(ts).name == ts_name for ts in match.group(1).split(";")):
            return candidate
    sys.exit(f"check-translations: no lupdate project in {work_dir} lists {ts_name}: configure {build_dir} first")


def run_lupdate(lupdate, build_dir, ts_copy, extra):
    project_cmake = project_for(build_dir, ts_copy.name)
    project_json = ts_copy.parent / f"{ts_copy.stem}.json"
    generate = _generator_script(build_dir)
    subprocess.run(["cmake", f"-DIN_FILE={project_cmake}", f"-DOUT_FILE={project_json}", "-P", str(generate)],
                   check=True, capture_output=True)
    completed = subprocess.run([lupdate, "-project", str(project_json), "-no-obsolete", "-silent", *extra,
                                "-ts", str(ts_copy)], capture_output=True, text=True)
    if completed.returncode != 0:
        sys.exit(f"check-translations: lupdate failed:\n{completed.stdout}{completed.stderr}")


@functools.cache
def _generator_script(build_dir):
    """Qt's GenerateLUpdateProject.cmake, found through the build's CMake cache."""
    cache = (build_dir / "CMakeCache.txt").read_text(encoding="utf-8", errors="replace")
    match = re.search(r"^Qt6LinguistTools_DIR:PATH=(.*)$", cache, re.MULTILINE)
    if not match:
        sys.exit(f"check-translations: Qt6LinguistTools_DIR is not in {build_dir}/CMakeCache.txt")
    return Path(match.group(1)) / "GenerateLUpdateProject.cmake"


def check_catalogue(path, committed, updated_path):
    problems = []
    current = messages(updated_path)
    for key in sorted(current.keys() - committed.keys()):
        problems.append(f"{path.name}: not in the catalogue (run update_translations): {describe(key)}")
    for key in sorted(committed.keys() - current.keys()):
        problems.append(f"{path.name}: no longer in the code (run update_translations): {describe(key)}")

    language = language_of(path)
    for key, message in committed.items():
        _, source, _, numerus = key
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "missing"
        if kind:
            problems.append(f"{path.name}: {kind}: {describe(key)}")
            continue
        forms = [form.text or "" for form in translation.findall("numerusform")] if numerus else [
            translation.text or ""]
        if numerus and len(forms) != PLURAL_FORMS.get(language, len(forms)):
            problems.append(f"{path.name}: {len(forms)} plural forms, {language} has "
                            f"{PLURAL_FORMS[language]}: {describe(key)}")
        if any(not form.strip() for form in forms):
            problems.append(f"{path.name}: empty translation: {describe(key)}")
            continue
        problems += [f"{path.name}: {problem}: {describe(key)}"
                     for problem in compare(source, forms, numerus)]
    return problems


def compare(source, forms, numerus):
    problems = []
    wanted = collections.Counter(PLACEHOLDER.findall(source))
    for index, form in enumerate(forms):
        found = collections.Counter(PLACEHOLDER.findall(form))
        if numerus and len(forms) > 1 and index < len(forms) - 1:
            # A singular form may spell the number out ("ein Kommentar").
            found["%n"] = wanted["%n"]
        if found != wanted:
            problems.append(f"placeholders {sorted(found.elements())} instead of {sorted(wanted.elements())}")
        tags = collections.Counter(tag.lower() for tag in TAG.findall(form))
        if tags != collections.Counter(tag.lower() for tag in TAG.findall(source)):
            problems.append("HTML tags differ from the source")
        if MNEMONIC.search(source) and not MNEMONIC.search(form):
            problems.append("the keyboard mnemonic (&) is missing")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", required=True, type=Path)
    parser.add_argument("--lupdate", default=shutil.which("lupdate") or "/usr/lib/qt6/bin/lupdate")
    arguments = parser.parse_args()

    problems = []
    checked = 0
    catalogues = sorted(TRANSLATIONS.glob("acp-workbench_*.ts"))
    with tempfile.TemporaryDirectory(prefix="acp-translations-") as temporary:
        for path in catalogues:
            copy = Path(temporary) / path.name
            shutil.copyfile(path, copy)
            plurals_only = language_of(path) == "en"
            run_lupdate(arguments.lupdate, arguments.build_dir.resolve(), copy,
                        ["-pluralonly"] if plurals_only else [])
            committed = messages(path)
            problems += check_catalogue(path, committed, copy)
            checked += len(committed)
    for problem in problems:
        print(problem)
    print(f"check-translations: {checked} messages in {len(catalogues)} catalogues, "
          f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
