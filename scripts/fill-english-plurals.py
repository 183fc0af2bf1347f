#!/usr/bin/env python3
"""Fills the English plural forms in translations/acp-workbench_en.ts.

Source strings write plurals as "%n comment(s)"; English needs "1 comment" and "2 comments".
Run after `cmake --build build --target update_translations`; forms already written by hand
are kept, so a form this rule gets wrong can be corrected in the file once.
"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

path = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "translations" / "acp-workbench_en.ts")
tree = ET.parse(path)
filled = 0
for message in tree.getroot().iter("message"):
    if message.get("numerus") != "yes":
        continue
    source = message.findtext("source") or ""
    translation = message.find("translation")
    forms = translation.findall("numerusform")
    if forms and all((form.text or "").strip() for form in forms):
        translation.attrib.pop("type", None)  # written by hand, or filled before
        continue
    singular = re.sub(r"\((?:e?s)\)", "", source).replace("(ies)", "y")
    plural = re.sub(r"\((e?s)\)", r"\1", source)
    plural = re.sub(r"y\(ies\)", "ies", plural)
    for form in forms:
        translation.remove(form)
    for text in (singular, plural):
        element = ET.SubElement(translation, "numerusform")
        element.text = text
    translation.attrib.pop("type", None)
    filled += 1

ET.indent(tree, space="    ")
body = ET.tostring(tree.getroot(), encoding="unicode")
path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
print(f"{path}: {filled} plural message(s) filled")
