"""A whole game as a person plays it in the real window, step by step: File ▸ New against the
computer at its quickest level, clicks and drags on the board, the actions, the scoring box's
Accept, File ▸ Save and File ▸ Open. Message boxes are answered as the person would (and
remembered: ``asked``); the file dialogs name a file in the test's folder.

Each step waits for what a person waits for (the computer's reply, the animation) and the
checks read what a person sees: the status bar, the panel's turn line, the actions' states,
the move list."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMessageBox

from magnetdesk.engine.chess.moves import KING, piece_of
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.common.setup import FIRST, GameSetup, Opponent, PlayerSetup
from magnetdesk.gui.common.words import result_words
from magnetdesk.gui.play.new_game_dialog import NewGameDialog
from magnetdesk.gui.play.players_dialog import PlayersDialog
from magnetdesk.gui.window.main_window import MainWindow
from tests.helpers import mouse

QUICKEST = 1  # the computer's quickest level: a fraction of a second a move
REPLY_MS = 30_000  # the longest a reply may take on a loaded machine
Button = QMessageBox.StandardButton


class Journey:
    """The window and the person at it. ``answers`` maps a word of a question's text to the
    button the person clicks (default: Yes; Discard for unsaved changes)."""

    def __init__(self, qtbot, monkeypatch, tmp_path, seed: int = 1) -> None:
        self.qtbot = qtbot
        self.asked: list[str] = []
        self.answers: dict[str, Button] = {"unsaved changes": Button.Discard}
        self.path = tmp_path / "journey.sgf"
        monkeypatch.setattr(QMessageBox, "question", self._question)
        for box in ("warning", "critical", "information", "about"):
            monkeypatch.setattr(QMessageBox, box, self._told)
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(self.path), ""))
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(self.path), ""))
        self.monkeypatch = monkeypatch
        self.window = MainWindow(GameSetup("go", {"size": 9}), seed=seed)  # two people
        qtbot.addWidget(self.window)
        self.window.show()
        qtbot.waitExposed(self.window)

    def _question(self, parent, title, text, *args, **kwargs):
        self.asked.append(text)
        return next((b for word, b in self.answers.items() if word in text), Button.Yes)

    def _told(self, parent, title, text, *args, **kwargs):
        self.asked.append(text)
        return Button.Ok

    # --- what a person does -------------------------------------------------------------

    def new_game(self, variant: str, side: str = FIRST, **options) -> None:
        """File ▸ New: ``variant`` with ``options`` against the computer at its quickest
        level, the person taking ``side``; Play. The computer answers if it moves first."""

        def choose(dialog):
            dialog.select_variant(variant)
            for key, value in options.items():
                dialog.form._fields[key].set_value(value)
            dialog.opponent.choose(Opponent(True, QUICKEST, side))
            assert dialog.is_valid(), dialog.error_text()
            return NewGameDialog.DialogCode.Accepted

        self.monkeypatch.setattr(NewGameDialog, "exec", choose)
        self.window.actions["new_game"].trigger()
        assert self.window.game.record.variant == variant
        self.settle()

    def play(self, move: str) -> None:
        """Play ``move`` as a person does: ``pass`` with the Pass action; a chess move
        (``e2e4``) by clicking its two squares; a point or a Medusa placement by clicking it
        (and Done if the turn does not end by itself). Then wait for the computer's reply."""
        before = self.moves()
        if move == "pass":
            self.trigger("pass_move")
        elif self.family() == "chess":
            mouse.click(self.window, move[:2])
            mouse.click(self.window, move[2:4])
        else:
            mouse.click(self.window, move)
            if self.window.turn_in_progress() is not None:
                self.trigger("done")
        assert self.moves() > before, f"{move} was not played: {self.status()}"
        self.settle()

    def play_until_over(self, choose, limit: int = 40) -> None:
        """Play ``choose(position)``'s move at each of the person's turns until the game
        ends or the scoring box opens (at most ``limit`` moves)."""
        for _ in range(limit):
            if not self.enabled("resign"):  # the game is over, or being counted
                return
            self.play_turn(choose)
        raise AssertionError(f"no end after {limit} moves: {self.played()}")

    def play_turn(self, choose) -> None:
        """The person plays ``choose(position)`` and the computer answers."""
        self.assert_persons_turn()
        before = self.moves()
        self.play(choose(self.window.position))
        if self.enabled("resign"):
            assert self.moves() == before + 2, f"the computer did not answer: {self.status()}"
            self.assert_persons_turn()

    def trigger(self, name: str) -> None:
        """A menu or toolbar action (the test fails if it is greyed out)."""
        action = self.window.actions[name]
        assert action.isEnabled(), f"{name} is greyed out; the status bar: {self.status()}"
        action.trigger()
        self.settle()

    def accept_score(self) -> str:
        """The scoring box's Accept; the result written in the record."""
        assert self.window.scoring.isVisible(), self.status()
        self.window.scoring.accept_button.click()
        self.settle()
        return self.window.game.record.info["RE"]

    def resign(self) -> None:
        """Game ▸ Resign, and Yes to "… resigns: end the game?"."""
        self.trigger("resign")
        assert "resigns" in self.asked[-1]

    def step_back(self, moves: int) -> None:
        """← (one move) ``moves`` times."""
        for _ in range(moves):
            self.trigger("go_previous")

    def choose_computer(self) -> None:
        """Game ▸ Players…: the computer, at its quickest level, plays the colour the person
        does not; Ok."""
        computer = WHITE if self.window.position.to_move == BLACK else BLACK

        def choose(dialog):
            dialog.rows[computer].choose(PlayerSetup(True, QUICKEST))
            return PlayersDialog.DialogCode.Accepted

        self.monkeypatch.setattr(PlayersDialog, "exec", choose)
        self.trigger("choose_players")
        assert self.window.levels()[computer] == QUICKEST

    def save(self) -> str:
        """File ▸ Save (the first time: Save As, naming the test's file); the file's text."""
        self.trigger("save")
        assert self.path.exists() and not self.window.isWindowModified()
        assert self.status() == f"Saved {self.path.name}"
        return self.path.read_text(encoding="utf-8")

    def reopen(self) -> None:
        """File ▸ New of something else, then File ▸ Open of the saved file (the offer to go
        on against the computer, if made, is taken)."""
        self.window.start_game(GameSetup("go", {"size": 5}))
        self.trigger("open_file")
        assert self.window.windowTitle().startswith(self.path.name)

    def settle(self) -> None:
        """Wait while the computer thinks (and plays), and for the board to stand still."""
        window = self.window
        self.qtbot.waitUntil(lambda: not window.searching, timeout=REPLY_MS)
        self.qtbot.waitUntil(lambda: not window.view.board.animating, timeout=5_000)

    # --- what a person sees -------------------------------------------------------------

    def family(self) -> str:
        return family_of(self.window.game.record.variant).id

    def status(self) -> str:
        return self.window.statusBar().currentMessage()

    def turn_line(self) -> str:
        return self.window.panel.turn.text()

    def moves(self) -> int:
        return self.window.game.move_number

    def played(self) -> list[str]:
        return [node.play.text for node in self.window.game.node.path()[1:]]

    def move_list(self) -> list[str]:
        moves = self.window.panel.moves
        return [moves.item(row).text() for row in range(moves.count())]

    def person(self) -> int:
        """The colour the person plays."""
        levels = self.window.levels()
        people = [colour for colour in (BLACK, WHITE) if levels[colour] is None]
        assert len(people) == 1, levels
        return people[0]

    def enabled(self, name: str) -> bool:
        return self.window.actions[name].isEnabled()

    def assert_live(self) -> None:
        """A game going on: no result shown, Resign (and Pass, where one passes) usable."""
        assert "Game over" not in self.status(), self.status()
        assert "wins" not in self.turn_line() and "Draw" not in self.turn_line()
        assert self.enabled("resign")
        if self.window.actions["pass_move"].isVisible():
            assert self.enabled("pass_move")

    def assert_over(self, words: str, said: bool = True) -> None:
        """The game ended with ``words`` (``White wins by 6.5``): the panel (and, ``said``,
        the status bar) say so, nothing can be played."""
        if said:
            assert f"Game over: {words}" in self.status(), self.status()
        assert words in self.turn_line(), self.turn_line()
        assert not self.enabled("resign") and not self.enabled("pass_move")
        assert not self.enabled("computer_move")

    def assert_persons_turn(self) -> None:
        """The computer has answered: the person is to move and nothing thinks."""
        window = self.window
        assert not window.searching and not window.worker.is_thinking()
        assert window.position.to_move == self.person(), self.status()

    def assert_move_list(self) -> None:
        """The move list shows the current line, the current move selected."""
        moves = self.window.panel.moves
        assert moves.count() > self.moves()  # the start, the moves, and any redo way
        assert moves.currentRow() == self.moves()


# --- the person's choices ---------------------------------------------------------------------


def legal(position, text: str) -> bool:
    move = position.parse_move(text)
    return not isinstance(move, Illegal) and not isinstance(position.attempt(move), Illegal)


def from_plan(*plan: str):
    """A person who plays the first move of ``plan`` still legal (each is tried once), then
    passes: ``choose(position)``."""
    queue = list(plan)

    def choose(position) -> str:
        while queue:
            move = queue.pop(0)
            if legal(position, move):
                return move
        return "pass"

    return choose


def king_walk(position) -> str:
    """A careless chess player: takes the king if they can, else walks their own king
    forward, else clears the way in front of it, else plays the first legal move."""
    moves = [m for m in position.legal_moves() if not m.promotion]
    me = position.to_move
    for move in moves:
        end = position.play(move).position.end
        if end is not None and end.winner == me:
            return move.uci()
    king = position.board.index(piece_of(me, KING))
    ahead = 1 if me == WHITE else -1

    def forward(square: int) -> int:
        return ahead * (square // 8 - king // 8)

    walks = sorted((m for m in moves if m.start == king), key=lambda m: -forward(m.end))
    front = [m for m in moves if forward(m.start) == 1 and abs(m.start % 8 - king % 8) <= 1]
    return (walks or front or moves)[0].uci()


def candidates(position, plan: tuple[str, ...], taken=frozenset()) -> list[str]:
    """The legal moves of ``plan``, then the position's other legal moves (no pass, no
    promotion), without those in ``taken``."""
    texts = [position.move_text(m) for m in position.legal_moves()]
    found = []
    for text in (*plan, *texts):
        usable = text not in taken and text != "pass" and len(text) <= 4
        if usable and text not in found and legal(position, text):
            found.append(text)
    assert found, "no move left to play"
    return found


def first_of(*plan: str):
    """A person who plays the first legal move of ``plan`` (not one in ``taken``), else any
    legal move: ``choose(position, taken=())``."""
    return lambda position, taken=frozenset(): candidates(position, plan, taken)[0]


def careful(*plan: str):
    """As :func:`first_of`, but a winning move first, and never one after which the
    opponent wins at once (Atari-Go's capture, chess's king)."""

    def wins(position, move, colour) -> bool:
        end = position.play(move).position.end
        return end is not None and end.winner == colour

    def choose(position, taken=frozenset()) -> str:
        me, moves = position.to_move, candidates(position, plan, taken)
        parsed = {text: position.parse_move(text) for text in moves}
        for text in moves:
            if wins(position, parsed[text], me):
                return text
        for text in moves:
            after = position.play(parsed[text]).position
            if not any(wins(after, reply, after.to_move) for reply in after.legal_moves()):
                return text
        return moves[0]

    return choose


# --- the journey after the end ----------------------------------------------------------------


def branch_save_reopen_go_on(journey: Journey, choose, undos: int = 1) -> None:
    """The second half of every journey, from a game just ended (result accepted): Undo
    goes back to the person's own turn (``undos`` times: where the game went wrong), a new
    move there makes a live branch the computer answers; File ▸ Save, File ▸ Open shows
    the game as saved (its end with the result); the person walks to the branch and goes
    on, the computer answering (Game ▸ Players brings it back if the reopened file is
    played by two people); save again."""
    j, window = journey, journey.window
    result = window.game.record.info.get("RE") or window.position.end.result_text
    j.assert_over(result_words(result))

    for _ in range(undos):
        j.trigger("undo")  # back to the person's own turn: their move and the reply undone
        j.assert_persons_turn()
        j.assert_live()
        j.assert_move_list()
    taken = {child.play.text for child in window.game.node.children}
    fork = j.moves() + 1
    j.play_turn(lambda position: choose(position, taken))
    assert len(window.game.node.path()[fork - 1].children) == 2  # the old line is kept
    j.assert_live()
    j.assert_move_list()
    branch, board = j.played(), window.position.board_text()

    j.save()
    j.reopen()
    assert j.moves() == len(window.game.record.main_line()) - 1  # at the end, as saved
    assert j.status().startswith(f"Opened {j.path.name}: {j.moves()} moves")
    j.assert_over(result_words(result), said=False)
    j.step_back(j.moves() - fork)
    j.trigger("next_variation")
    j.trigger("go_last")
    assert j.played() == branch and window.position.board_text() == board
    j.assert_live()

    if all(level is None for level in window.levels().values()):
        j.choose_computer()
    j.play_turn(choose)
    j.assert_live()
    j.save()
