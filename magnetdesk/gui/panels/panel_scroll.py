"""The side panel in a scroll area: on a window lower than the panel's least height (a
640×480 screen, the scoring box open) the panel scrolls instead of pushing the window's
status bar off the screen; on a taller one it fills the height as before."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QStyle, QWidget


class PanelScroll(QScrollArea):
    """See the module docstring. The panel is sized by hand: ``widgetResizable`` would give
    it its full preferred height (its wrapped labels answer height-for-width)."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__()
        self.setObjectName("panel-scroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay the game's
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(panel)
        self.bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.setMinimumWidth(panel.minimumWidth() + self.bar)  # the bar does not narrow it
        panel.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.fit()  # a section shown or hidden: the panel's least height changed
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """The panel as wide as the area (less the bar when it scrolls), as high as the
        area or its least height, whichever is more."""
        panel = self.widget()
        if panel is None:
            return
        room, width = self.height(), self.width()
        least = self._least(panel, width)
        if least > room:  # it scrolls: the bar takes its width
            width -= self.bar
            least = self._least(panel, width)
        panel.resize(width, max(room, least))

    @staticmethod
    def _least(panel: QWidget, width: int) -> int:
        """The panel's least height at ``width`` (wrapped labels, the scoring box's hint,
        take more lines when narrow)."""
        layout = panel.layout()
        least = panel.minimumSizeHint().height()
        if layout is not None and layout.hasHeightForWidth():
            least = max(least, layout.totalMinimumHeightForWidth(width))
        return least
