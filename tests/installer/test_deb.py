"""The .deb's parts that need no frozen build (installer/deb*.py): the Depends computation
from recorded tool output, the control file, the metainfo (checked by appstreamcli) and the
copyright file's shape. scripts/test_deb.sh builds, installs and removes the real package."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path

import pytest

INSTALLER = Path(__file__).resolve().parents[2] / "installer"
sys.path.insert(0, str(INSTALLER))

import deb  # noqa: E402
import deb_copyright  # noqa: E402
import deb_depends  # noqa: E402

READELF = """
Dynamic section at offset 0x2d8e0 contains 30 entries:
  Tag        Type                         Name/Value
 0x0000000000000001 (NEEDED)             Shared library: [libQt6Gui.so.6]
 0x0000000000000001 (NEEDED)             Shared library: [libEGL.so.1]
 0x0000000000000001 (NEEDED)             Shared library: [libc.so.6]
 0x000000000000001d (RUNPATH)            Library runpath: [$ORIGIN/../../lib]
"""
LDD = """\
\tlinux-vdso.so.1 (0x00007ffd2a5f3000)
\tlibQt6Gui.so.6 => /opt/x/_internal/libQt6Gui.so.6 (0x00007f0c1c000000)
\tlibEGL.so.1 => /lib/x86_64-linux-gnu/libEGL.so.1 (0x00007f0c1bff0000)
\tlibwayland-egl.so.1 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f0c1be0f000)
\t/lib64/ld-linux-x86-64.so.2 (0x00007f0c1c5d6000)
"""


def test_needed_and_ldd_are_read_from_the_tools_output():
    assert deb_depends.parse_needed(READELF) == ["libQt6Gui.so.6", "libEGL.so.1", "libc.so.6"]
    resolved = deb_depends.parse_ldd(LDD)
    assert resolved["libEGL.so.1"] == "/lib/x86_64-linux-gnu/libEGL.so.1"
    assert resolved["libwayland-egl.so.1"] is None
    assert resolved["ld-linux-x86-64.so.2"] == "/lib64/ld-linux-x86-64.so.2"
    assert "linux-vdso.so.1" not in resolved


def test_dpkg_search_and_shlibs():
    assert deb_depends.parse_dpkg_search(
        "libegl1:amd64: /lib/x86_64-linux-gnu/libEGL.so.1\n") == "libegl1"
    shlibs = "libdrm 2 libdrm2 (>= 2.4.89)\nudeb: libdrm 2 libdrm2-udeb (>= 2.4.89)\n"
    assert deb_depends.parse_shlibs(shlibs, "libdrm2")["libdrm.so.2"] == "libdrm2 (>= 2.4.89)"


def test_a_library_neither_bundled_nor_installed_stops_the_build():
    with pytest.raises(deb_depends.DependsError, match=r"libwayland-egl\.so\.1"):
        deb_depends.system_needs({"plugin.so": ["libwayland-egl.so.1"]}, set(),
                                 {"plugin.so": deb_depends.parse_ldd(LDD)})


def test_depends_takes_each_package_once_with_its_largest_minimum():
    packages = {"libc.so.6": "libc6", "ld-linux-x86-64.so.2": "libc6", "libEGL.so.1": "libegl1",
                "libxcb.so.1": "libxcb1"}
    versions = {"libc.so.6": "libc6 (>= 2.36)", "ld-linux-x86-64.so.2": "libc6 (>= 2.4)",
                "libEGL.so.1": "libegl1 (>= 1.6.0)"}
    assert deb_depends.depends_field(packages, versions) == (
        "libc6 (>= 2.36), libegl1 (>= 1.6.0), libxcb1")


def test_depends_of_a_folder_counts_only_what_the_system_must_give(tmp_path):
    """A fake frozen folder: the program needs Qt (bundled) and EGL and libc (system)."""
    internal = tmp_path / "_internal"
    internal.mkdir()
    for name in ("magnetdesk", "_internal/libQt6Gui.so.6"):
        (tmp_path / name).write_bytes(b"\x7fELF fake")
    (tmp_path / "_internal" / "readme.txt").write_text("not an ELF file")
    owners = {"/lib/x86_64-linux-gnu/libEGL.so.1": "libegl1:amd64",
              "/lib/x86_64-linux-gnu/libc.so.6": "libc6:amd64"}
    calls = []

    def run(*args, env=None):
        calls.append(args)
        if args[0] == "readelf":
            return READELF
        if args[0] == "ldd":
            assert str(internal) in env["LD_LIBRARY_PATH"]
            return LDD.replace("libwayland-egl.so.1 => not found\n", "")
        if args[0] == "dpkg" and args[2] in owners:
            return f"{owners[args[2]]}: {args[2]}\n"
        raise subprocess.CalledProcessError(1, args)

    assert deb_depends.compute(tmp_path, run).split(", ")[0].startswith("libc6")
    assert re.fullmatch(r"libc6( \(>= [\d.]+\))?, libegl1( \(>= [\d.]+\))?",
                        deb_depends.compute(tmp_path, run))
    assert not any("readme" in " ".join(call) for call in calls)


def control_fields(text: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        assert line, "a blank line would end the paragraph"
        if line.startswith(" "):
            fields[key] += "\n" + line
        else:
            key, value = line.split(": ", 1)
            fields[key] = value
    return fields


def test_the_control_file():
    text = deb.control("0.1.0", "amd64", "libc6 (>= 2.36), libegl1", 187000)
    fields = control_fields(text)
    assert fields["Package"] == "magnetdesk"
    assert fields["Version"] == "0.1.0"
    assert fields["Architecture"] == "amd64"
    assert fields["Depends"] == "libc6 (>= 2.36), libegl1"
    assert fields["Installed-Size"] == "187000"
    assert fields["Section"] == "games"
    summary, *long = fields["Description"].splitlines()
    assert summary and len(summary) < 80
    assert long and all(line.startswith(" ") and len(line) <= 80 for line in long)
    assert " ." in long  # the paragraph break, as Debian writes an empty line
    assert text.endswith("\n")


def test_the_metainfo_validates_and_names_our_desktop_entry_and_types(tmp_path):
    validator = shutil.which("appstreamcli")
    assert validator, "appstreamcli is missing: apt-get install appstream (.ci/run does)"
    path = tmp_path / f"{deb.APP_ID}.metainfo.xml"
    path.write_text(deb.metainfo("0.1.0", "2026-11-22"), encoding="utf-8")
    result = subprocess.run([validator, "validate", "--no-net", "--pedantic", str(path)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    root = ET.parse(path).getroot()
    assert root.findtext("id") == deb.APP_ID
    assert root.findtext("launchable") == "magnetdesk.desktop"
    assert {m.text for m in root.iter("mediatype")} == {
        "application/x-go-sgf", "application/x-magnetdesk-game"}
    images = [image.text or "" for image in root.iter("image")]
    assert images and all(image.startswith("https://") for image in images)
    for image in images:  # each screenshot is one we have
        assert (INSTALLER.parent / "docs" / "screenshots" / image.rsplit("/", 1)[1]).is_file()
    assert root.find("releases/release").get("version") == "0.1.0"


def test_the_changelog_entry_is_in_debian_format():
    text = deb.changelog("0.1.0", datetime(2026, 11, 22, 12, 0, tzinfo=UTC))
    assert text.startswith("magnetdesk (0.1.0) unstable; urgency=medium\n")
    assert re.search(r"\n -- .+ <.+>  Sun, 22 Nov 2026 12:00:00 \+0000\n$", text)


def test_only_runpaths_into_the_folder_are_kept():
    assert deb.kept_runpath("/root/.pyenv/versions/3.11.7/lib") == ""
    assert deb.kept_runpath("$ORIGIN/Qt/lib:/usr/local/lib:$ORIGIN") == "$ORIGIN/Qt/lib:$ORIGIN"


def test_the_copyright_file_is_machine_readable_and_every_licence_has_its_text():
    parts = [deb_copyright.Part(("*",), "2026 the magnetdesk authors", "Expat"),
             deb_copyright.Part(("opt/magnetdesk/_internal/PySide6/*",), "The Qt Company Ltd.",
                                "LGPL-3 or GPL-3", "PySide6\n\nand Qt.")]
    texts = {"Expat": "Permission is hereby granted...\n\nTHE SOFTWARE IS PROVIDED",
             "LGPL-3": deb_copyright.common_license_text("LGPL-3"),
             "GPL-3": deb_copyright.common_license_text("GPL-3")}
    text = deb_copyright.render(parts, texts, "0.1.0")
    paragraphs = text.rstrip("\n").split("\n\n")
    assert paragraphs[0].startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    assert paragraphs[1].startswith("Files: *\n")  # the catch-all first: later ones refine it
    for paragraph in paragraphs:  # continuation lines only, never an empty one inside
        assert all(line.startswith(" ") or re.match(r"[A-Z][\w-]*:", line)
                   for line in paragraph.splitlines()[1:])
    named = {re.split(r"\s+", p.split("License: ", 1)[1].splitlines()[0])[0]
             for p in paragraphs if p.startswith("Files:")}
    standalone = {p.splitlines()[0].removeprefix("License: ")
                  for p in paragraphs if p.startswith("License:")}
    assert named <= standalone
    assert " ." in text  # the blank lines of a text


def test_full_gpl_and_apache_texts_become_pointers_to_debians_copies():
    gpl = ("Preamble of the exception.\n\n      GNU GENERAL PUBLIC LICENSE\n"
           "         Version 2, June 1991\n...the terms...\n   END OF TERMS AND CONDITIONS\n"
           "After.")
    short = deb_copyright.shorten(gpl)
    assert "Version 2, June 1991" not in short
    assert "/usr/share/common-licenses/GPL-2" in short
    assert short.startswith("Preamble") and short.endswith("After.")


def test_a_bundled_file_without_a_licence_is_found():
    parts = [deb_copyright.Part(("*",), "x", "Expat"),
             deb_copyright.Part(("opt/magnetdesk/_internal/PIL/*",), "y", "Pillow")]
    assert deb_copyright.covered("opt/magnetdesk/_internal/PIL/_imaging.so", parts)
    assert not deb_copyright.covered("opt/magnetdesk/_internal/libnew.so.1", parts)
