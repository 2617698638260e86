"""Fill a Qt translation source from a table: ``python3 scripts/fill_translations.py TS TABLE``.

TABLE is a Python file defining ``DE = {english: german}``. Every message of TS whose source
is in the table gets that translation (finished); the rest are left as they are and listed.
A text with a count (``%n``, a numerus message) takes a tuple: one text per plural form of
the language (German: singular, plural).
A helper for translating in bulk; Qt Linguist does the same by hand.
"""

from __future__ import annotations

import runpy
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path


def fill(ts: Path, table: dict[str, str]) -> list[str]:
    tree = ElementTree.parse(ts)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if source in table:
            value = table[source]
            if isinstance(value, tuple):
                for form in list(translation):
                    translation.remove(form)
                translation.text = None
                for text in value:
                    ElementTree.SubElement(translation, "numerusform").text = text
            else:
                translation.text = value
            translation.attrib.pop("type", None)
        elif translation.get("type") == "unfinished":
            missing.append(source)
    ElementTree.indent(tree, space="    ")
    text = ElementTree.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n",
                  encoding="utf-8")
    return missing


if __name__ == "__main__":
    ts_file, table_file = Path(sys.argv[1]), Path(sys.argv[2])
    for source in fill(ts_file, runpy.run_path(str(table_file))["DE"]):
        print(f"not in the table: {source!r}")
