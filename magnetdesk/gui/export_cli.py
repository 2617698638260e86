"""``magnetdesk --export GAME OUT.png|svg|gif|pdf``: a game's position (or the game, animated) as
a picture, or the game printed as numbered diagrams in a PDF, for scripts. No display is
needed: unless ``QT_QPA_PLATFORM`` says otherwise, Qt draws offscreen (``minimal`` is given
its fonts: without them it writes no text). Exit status 0 when the file is written, 1 when
the game cannot be read or the file cannot be written, 2 for wrong arguments; the reason goes
to standard error.

    magnetdesk --export game.sgf board.png                 the last move of the main line
    magnetdesk --export game.sgf board.svg --move 20       after move 20
    magnetdesk --export game.sgf game.gif --size 400       every move up to the last
    magnetdesk --export game.sgf game.pdf                  the game as numbered diagrams
    magnetdesk --export game.sgf game.pdf --diagram-moves 30
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
PDF_SUFFIX = ".pdf"
MIN_SPAN, MAX_SPAN = 1, 250  # a PDF's moves a diagram (chess: moves of both sides)


def parser() -> argparse.ArgumentParser:
    """The export's arguments (the app's other options are answered before this is asked)."""
    parse = argparse.ArgumentParser(
        prog="magnetdesk --export",
        description="Write a game's position as a PNG or SVG picture, the game as an "
        "animated GIF, or the game printed as numbered diagrams in a PDF (by the output "
        "file's suffix).",
    )
    parse.add_argument("game", help="the game file (SGF, or a chess record printed as text)")
    parse.add_argument("output", help="the file to write: .png, .svg, .gif or .pdf")
    parse.add_argument("--move", type=int, metavar="N",
                       help="the position after move N of the main line (0: the start); "
                       "a GIF and a PDF run up to it. Default: the last move")
    coordinates = parse.add_mutually_exclusive_group()
    coordinates.add_argument("--coordinates", dest="coordinates", action="store_true",
                             default=True, help="draw the coordinates (the default)")
    coordinates.add_argument("--no-coordinates", dest="coordinates", action="store_false",
                             help="leave the coordinates out")
    parse.add_argument("--numbers", action="store_true",
                       help="the move numbers on the stones (Go family, Medusa)")
    parse.add_argument("--size", type=int, metavar="PIXELS",
                       help="the picture's longer side (default 800; a GIF 480)")
    parse.add_argument("--delay", type=int, metavar="MS", default=None,
                       help="a GIF's time per move in milliseconds, 20 to 60000 (default 800)")
    parse.add_argument("--diagram-moves", type=int, metavar="N", default=None,
                       help="a PDF's moves a diagram (chess: moves of both sides), "
                       f"{MIN_SPAN} to {MAX_SPAN}. Default: by the board (50 on 19x19)")
    parse.add_argument("--position", action="store_true",
                       help="a PDF of the position only (with its markup), not the game")
    return parse


def run_export(argv: list[str]) -> int:
    """Export as ``argv`` (the arguments after the program, ``--export`` among them) says."""
    arguments = [arg for arg in argv if arg != "--export"]
    try:
        options = parser().parse_args(arguments)
    except SystemExit as stop:  # argparse said what is wrong (or printed --help)
        return EXIT_OK if stop.code == 0 else EXIT_USAGE
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if os.environ["QT_QPA_PLATFORM"] == "minimal":
        os.environ["QT_QPA_PLATFORM"] = "minimal:enable_fonts"  # else it draws no text at all
    from PySide6.QtWidgets import QApplication

    from magnetdesk.gui.board import board_picture as pictures
    from magnetdesk.record import SgfError, load_game

    app = QApplication.instance() or QApplication(["magnetdesk"])  # noqa: F841 (kept alive)
    output = Path(options.output)
    suffix = output.suffix.lower()
    if suffix not in (*pictures.PICTURE_SUFFIXES, pictures.GIF_SUFFIX, PDF_SUFFIX):
        return _fail(f"{output.name}: the output is a .png, .svg, .gif or .pdf file",
                     EXIT_USAGE)
    span = options.diagram_moves
    if span is not None and not MIN_SPAN <= span <= MAX_SPAN:
        return _fail(f"--diagram-moves {span}: from {MIN_SPAN} to {MAX_SPAN}", EXIT_USAGE)
    default_size = pictures.DEFAULT_GIF_SIZE if suffix == ".gif" else pictures.DEFAULT_SIZE
    size = options.size if options.size is not None else default_size
    if not pictures.MIN_SIZE <= size <= pictures.MAX_SIZE:
        return _fail(f"--size {size}: from {pictures.MIN_SIZE} to {pictures.MAX_SIZE} pixels",
                     EXIT_USAGE)
    delay = options.delay if options.delay is not None else pictures.DEFAULT_DELAY_MS
    if not pictures.MIN_DELAY_MS <= delay <= pictures.MAX_DELAY_MS:
        return _fail(f"--delay {delay}: from {pictures.MIN_DELAY_MS} to "
                     f"{pictures.MAX_DELAY_MS} milliseconds", EXIT_USAGE)
    try:
        record, warnings = load_game(options.game, text_variant=("magnetic-chess", {}))
    except SgfError as error:
        return _fail(f"cannot open {options.game}: {error}", EXIT_FAILED)
    for warning in warnings:
        print(f"magnetdesk: {options.game}: {warning}", file=sys.stderr)
    line = record.main_line()
    moves = line[-1].move_number
    if options.move is not None:
        if not 0 <= options.move <= moves:
            return _fail(f"--move {options.move}: the game's main line has moves 0 to {moves}",
                         EXIT_USAGE)
        reached = next(i for i, node in enumerate(line) if node.move_number == options.move)
        line = line[: reached + 1]  # up to that move's node (a setup after it is not shown)
    look = pictures.PictureOptions(options.coordinates, options.numbers, size)
    try:
        if suffix == PDF_SUFFIX:
            _write_pdf(record, line, output, options)
        elif suffix == pictures.GIF_SUFFIX:
            pictures.write_gif(record, line, output, look, delay)
        else:
            pictures.write_picture(record, line[-1], output, look)
    except OSError as error:
        return _fail(f"cannot write {output}: {error.strerror or error}", EXIT_FAILED)
    return EXIT_OK


def _write_pdf(record, line, output: Path, options: argparse.Namespace) -> None:
    from magnetdesk.gui.board.families import family_of
    from magnetdesk.gui.share.print_document import PrintOptions, write_pdf

    span = options.diagram_moves or 0
    if span and family_of(record.variant).view.move_pairs:
        span *= 2  # chess counts a move of each side as one
    write_pdf(record, line, output, PrintOptions(span, options.position, options.coordinates))


def _fail(message: str, status: int) -> int:
    print(f"magnetdesk: {message}", file=sys.stderr)
    return status
