"""Help ▸ Rules (F1): the rules of a variant as an illustrated page. The page's sections come
from the variant's family (:attr:`~magnetdesk.gui.board.family.FamilyView.rules_page`, see
:mod:`magnetdesk.gui.board.rules_sections`); every diagram is a real position with a real move:
the move is played through the engine and the board scene draws the position before and after
it (with the last move's marks: its slides, jumps and captures), at twice the size shown so the
pictures stay sharp on a high-density screen. A choice at the top reads any variant's rules.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.core.vocabulary import EMPTY, Illegal, Transition
from magnetdesk.engine.variants import VARIANTS, rules_text
from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.board.painters.common import UNIT, scene_point
from magnetdesk.gui.board.rules_sections import Diagram, RuleSection
from magnetdesk.gui.board.scene import BoardScene
from magnetdesk.translation import tr

DIAGRAM_WIDTH = 210  # a diagram's width on the page, in pixels (a cropped one may be smaller)
RATIO = 2  # the pictures are drawn at this many pixels per pixel shown
CROP_MARGIN = 1.2 * UNIT  # around the stones of a cropped diagram
CROP_SCALE = 30 / UNIT  # a cropped diagram's pixels per scene unit


class DiagramError(ValueError):
    """A diagram whose move the engine refuses."""


def played(diagram: Diagram) -> tuple[Any, Transition[Any]]:
    """The position before the diagram's move and the engine's transition of it (DiagramError
    if the move is illegal there)."""
    before = diagram.position()
    move = before.parse_move(diagram.move)
    result = move if isinstance(move, Illegal) else before.attempt(move)
    if isinstance(result, Illegal):
        raise DiagramError(f"{diagram.move}: {result.reason}")
    return before, result


def sections(variant_id: str, rules: Any = None) -> list[RuleSection]:
    """The page of ``variant_id``: the family's sections, or the rules summary alone."""
    page = family_of(variant_id).view.rules_page
    rules = rules if rules is not None else VARIANTS[variant_id].rules()
    if page is None:
        return [RuleSection(tr("The rules"), rules_text(variant_id, rules))]
    return page(variant_id, rules)


class DiagramPainter:
    """Draws positions with the board scene into images."""

    def __init__(self) -> None:
        self.scene = BoardScene()

    def pictures(self, diagram: Diagram) -> tuple[QImage, QImage]:
        before, transition = played(diagram)
        self.scene.set_position(before)
        source = self._source(diagram, before, transition.position)
        first = self._render(source, diagram.crop)
        self.scene.set_position(transition.position, last_transition=transition)
        return first, self._render(source, diagram.crop)

    def _source(self, diagram: Diagram, before: Any, after: Any) -> QRectF:
        board = self.scene.sceneRect()
        if not diagram.crop:
            return board
        cells = [c for p in (before, after) for c, stone in enumerate(p.board) if stone != EMPTY]
        points = [scene_point(before.topology, c) for c in cells] or [board.center()]
        left = min(p.x() for p in points) - CROP_MARGIN
        top = min(p.y() for p in points) - CROP_MARGIN
        right = max(p.x() for p in points) + CROP_MARGIN
        bottom = max(p.y() for p in points) + CROP_MARGIN
        return QRectF(QPointF(left, top), QPointF(right, bottom)).intersected(board)

    def _render(self, source: QRectF, crop: bool) -> QImage:
        scale = CROP_SCALE if crop else DIAGRAM_WIDTH / max(source.width(), source.height())
        width, height = round(source.width() * scale), round(source.height() * scale)
        image = QImage(width * RATIO, height * RATIO, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.scene.render(painter, QRectF(0, 0, image.width(), image.height()), source)
        painter.end()
        return image


def page_html(
    variant_id: str, images: dict[str, QImage], painter: DiagramPainter, rules: Any = None
) -> str:
    """The page of ``variant_id`` as HTML; its pictures go into ``images`` by name."""
    title = tr("Rules of {variant}").format(variant=tr(VARIANTS[variant_id].name))
    parts = [f"<h2>{html.escape(title)}</h2>"]
    for n, section in enumerate(sections(variant_id, rules)):
        parts.append(f"<h3>{html.escape(section.title)}</h3>")
        for text in section.text.split("\n\n"):
            parts.append("<p>" + html.escape(text).replace("\n", "<br>") + "</p>")
        if section.diagram is None:
            continue
        cells = []
        for when, image in zip(("before", "after"), painter.pictures(section.diagram), strict=True):
            name = f"diagram-{variant_id}-{n}-{when}"
            images[name] = image
            cells.append(
                f'<td><img src="{name}" width="{image.width() // RATIO}" '
                f'height="{image.height() // RATIO}"></td>'
            )
        before = tr("Before")
        caption = tr("After {move}").format(move=section.diagram.move)
        arrow = '<td valign="middle" style="font-size:20pt; padding:8px">→</td>'
        parts.append(
            f'<table cellspacing="4"><tr>{cells[0]}{arrow}{cells[1]}</tr>'
            f'<tr><td align="center">{html.escape(before)}</td><td></td>'
            f'<td align="center">{html.escape(caption)}</td>'
            "</tr></table>"
        )
    return "".join(parts)


class PageBrowser(QTextBrowser):
    """A text browser whose pictures are the diagrams drawn for its page."""

    def __init__(self) -> None:
        super().__init__()
        self.images: dict[str, QImage] = {}

    def loadResource(self, kind: int, name: QUrl | str) -> Any:
        image = self.images.get(name.toString() if isinstance(name, QUrl) else name)
        return image if image is not None else super().loadResource(kind, name)


class RulesWindow(QDialog):
    """The rules window: a choice of variant and its illustrated page."""

    def __init__(
        self, variant_id: str, parent: QWidget | None = None, rules: Any = None
    ) -> None:
        super().__init__(parent)
        self.game = (variant_id, rules)  # the game's variant is shown with its options
        self.setWindowTitle(tr("Rules"))
        self.resize(720, 760)
        self.painter = DiagramPainter()
        self.choice = QComboBox()
        for vid, variant in VARIANTS.items():
            self.choice.addItem(tr(variant.name), vid)
        self.text = PageBrowser()
        self.text.setOpenExternalLinks(False)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Game:")))
        row.addWidget(self.choice, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.text, 1)
        self.choice.currentIndexChanged.connect(self._chosen)
        self.show_variant(variant_id)

    @property
    def variant(self) -> str:
        return str(self.choice.currentData())

    def show_game(self, variant_id: str, rules: Any) -> None:
        """Show the rules of a game: ``variant_id`` with its options ``rules``."""
        self.game = (variant_id, rules)
        self.show_variant(variant_id)

    def show_variant(self, variant_id: str) -> None:
        index = self.choice.findData(variant_id)
        if index != self.choice.currentIndex():
            self.choice.setCurrentIndex(index)  # shows it through _chosen
        else:
            self._chosen()

    def _chosen(self) -> None:
        images: dict[str, QImage] = {}
        variant, rules = self.game
        page = page_html(
            self.variant, images, self.painter, rules if self.variant == variant else None
        )
        self.text.images = images
        self.text.setHtml(page)
