"""Draw the application icon at every size the desktops want, from its one source
``magnetdesk/resources/icons/magnetdesk.svg`` (rendered by Qt):

* ``resources/icons/hicolor/SIZExSIZE/apps/magnetdesk.png`` (Linux icon theme, 16..512);
* ``resources/icons/magnetdesk.ico`` (Windows, 16..256) and ``magnetdesk.icns`` (macOS,
  16..1024), packed by Pillow (the ``build`` extra).

    python3 scripts/make_icons.py

Run it after changing the SVG and commit what it writes.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "magnetdesk" / "resources" / "icons" / "magnetdesk.svg"
OUT = ROOT / "resources" / "icons"
THEME_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZE = 1024


def render(size: int) -> bytes:
    """The icon as PNG data, ``size`` pixels square."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(SOURCE)).render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (kept)
    for size in THEME_SIZES:
        path = OUT / "hicolor" / f"{size}x{size}" / "apps" / "magnetdesk.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(render(size))
    largest = Image.open(io.BytesIO(render(ICNS_SIZE)))
    ico = Image.open(io.BytesIO(render(max(ICO_SIZES))))
    ico.save(OUT / "magnetdesk.ico", sizes=[(s, s) for s in ICO_SIZES])
    largest.save(OUT / "magnetdesk.icns")
    print(f"wrote {len(THEME_SIZES)} theme sizes, magnetdesk.ico and magnetdesk.icns to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
