#!/usr/bin/env python3
"""Carries translations over when strings move between classes.

    cmake --build build/ci --target update_translations
    python3 scripts/carry-translations.py [--from REV]
    cmake --build build/ci --target update_translations   # lupdate's own layout again

A tr() string is keyed by its class (the context), so moving code from one class to another
turns the same text into a new, unfinished message (lupdate drops the old one, and at best
guesses a translation it leaves unfinished). For every unfinished message this looks up a
finished translation of the same source, comment and plural kind in the catalogue as it was at
REV (default HEAD), in any context; it copies it and marks the message finished. It also drops
any vanished or obsolete message (check-translations.py refuses them). Messages with no match
stay unfinished for a translator. Prints what it carried.
"""
import argparse
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
GONE = {"vanished", "obsolete"}


def key_of(message):
    source = message.findtext("source") or ""
    comment = message.findtext("comment") or ""
    return (source, comment, message.get("numerus") == "yes")


def is_empty(translation):
    return not (translation.text or "").strip() and not any(
        (form.text or "").strip() for form in translation.findall("numerusform")
    )


def finished_translations(root):
    found = {}
    for context in root.findall("context"):
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") or is_empty(translation):
                continue
            found.setdefault(key_of(message), translation)
    return found


def carry(path, revision):
    tree = ET.parse(path)
    root = tree.getroot()
    relative = path.relative_to(ROOT).as_posix()
    try:
        before = subprocess.run(["git", "show", f"{revision}:{relative}"], cwd=ROOT, check=True,
                                capture_output=True).stdout
        known = finished_translations(ET.fromstring(before))
    except subprocess.CalledProcessError:
        known = {}

    carried = 0
    for context in root.findall("context"):
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            found = known.get(key_of(message))
            if found is None:
                continue
            translation.text = found.text
            for form in list(translation):
                translation.remove(form)
            for form in found.findall("numerusform"):
                copy = ET.SubElement(translation, "numerusform")
                copy.text = form.text
            del translation.attrib["type"]
            carried += 1
            print(f"{path.name}: {context.findtext('name')}: {key_of(message)[0][:70]!r}")

    dropped = 0
    for context in list(root.findall("context")):
        for message in list(context.findall("message")):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in GONE:
                context.remove(message)
                dropped += 1
        if not context.findall("message"):
            root.remove(context)

    with open(path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
    return carried, dropped


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--from", dest="revision", default="HEAD",
                        help="the git revision whose catalogues hold the translations")
    args = parser.parse_args()
    for path in sorted(TRANSLATIONS.glob("*.ts")):
        carried, dropped = carry(path, args.revision)
        print(f"{path.name}: {carried} carried over, {dropped} vanished dropped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
