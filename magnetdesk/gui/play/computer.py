"""The window's computer opponent: when it thinks, what happens to its answer, Stop, and who
plays each colour. A mixin of :class:`~magnetdesk.gui.window.main_window.MainWindow`.

The computer is asked through :class:`~magnetdesk.gui.common.ai_worker.AiWorker` with a *generation*
number that grows whenever the game moves on (a move, an undo, a new game), so an answer for
an older generation is dropped. After a navigation or a Stop the computer waits: "Let the
computer play" (Ctrl+G) or a person's move wakes it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from magnetdesk.ai.core.search_types import SearchProgress, SearchResult
from magnetdesk.ai.levels import MIN_LEVEL
from magnetdesk.engine.core.vocabulary import BLACK, Illegal, opponent
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.engines.errors import ILLEGAL
from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.common.engine_words import engine_failed_words
from magnetdesk.gui.common.game_info import NAME_KEYS, renamed_players
from magnetdesk.gui.common.setup import PlayerSetup, first_mover
from magnetdesk.gui.common.window_host import WindowPart
from magnetdesk.gui.common.words import COLOUR_NAMES
from magnetdesk.gui.play import hurry
from magnetdesk.gui.play.players_dialog import PlayersDialog
from magnetdesk.translation import tr


class ComputerTurns(WindowPart):
    """See the module docstring."""

    def levels(self) -> dict[int, int | None]:
        """The computer's level per colour (None: a person plays it, as people play both
        colours of a game the computer does not play yet)."""
        plays = self._computer_plays()
        return {
            colour: player.level if player.computer and (plays or player.engine) else None
            for colour, player in self.setup.players.items()
        }

    def _names(self) -> dict[int, str]:
        """The players' names from the game file (PB, PW), if it has them; an engine's as it
        says it (its name and version) while it plays a colour."""
        info = self.game.record.info
        names = {colour: info.get(key, "") for colour, key in NAME_KEYS.items()}
        for colour, player in self.setup.players.items():
            if player.computer and player.engine:
                names[colour] = self.engines.player_name(player.engine)
        return names

    def _shown_levels(self) -> dict[int, int | None]:
        """:meth:`levels` for the player cards: an engine is shown by its name, not a level."""
        return {colour: None if self.setup.players[colour].engine else level
                for colour, level in self.levels().items()}

    def _computer_plays(self) -> bool:
        return family_of(self.game.record.variant).computer

    def wake_computer(self) -> None:
        """Ask the computer for a move if it plays the side to move here."""
        level = self.levels()[self.position.to_move]
        if level is None or self.game_over() or self.computer_paused:
            return
        if self._clock_holds_game():
            return  # it thinks once the clocks run again
        if self.game.node.children:
            return  # replaying an old position: the computer waits to be asked
        if self.teaching.hold_reply():
            return  # the analyst weighs the person's move first (a teaching game)
        self._think(level, self.setup.players[self.position.to_move].engine)

    def computer_move(self) -> None:
        """Let the computer play the side to move now (also for a person's side: a hint)."""
        if self.game_over() or self.scoring_shown() or self._clock_refuses_move():
            return
        colour = self.position.to_move
        engine = self.setup.players[colour].engine if self.levels()[colour] else ""
        if not engine and not self._computer_plays():
            name = tr(VARIANTS[self.game.record.variant].name)
            self.say(tr("The computer does not play {variant} yet").format(variant=name))
            return
        self.computer_paused = False
        self._think(self.levels()[colour] or self.setup.players[colour].level, engine)

    def move_now(self) -> None:
        """Play now (the thinking indicator): our search plays its best move so far; an
        outside engine cannot be hurried, so the person chooses (:mod:`.hurry`)."""
        colour = self.position.to_move
        player = self.setup.players[colour]
        if not (self.searching and player.computer and player.engine):
            self.worker.move_now()
            return
        name = self.engines.player_name(player.engine)
        choice = hurry.ask_hurry(self, name)
        if choice == hurry.WAIT or not self.searching or self.position.to_move != colour:
            return  # waited, or the engine answered meanwhile
        self.stop_thinking()
        self.engines.close(player.engine)  # GTP has no interrupt: its process ends
        if choice == hurry.TAKE_OVER:
            self.set_players({**self.setup.players, colour: PlayerSetup(False, player.level)})
            self.say(tr("{engine} was stopped: you play {colour}").format(
                engine=name, colour=tr(COLOUR_NAMES[colour])))
            return
        self.computer_paused = False
        self._think(MIN_LEVEL)  # this move only: the engine keeps its side

    def hint(self) -> None:
        """Game ▸ Hint (Ctrl+H): the best move for the side to move, shown, not played."""
        self.coach.hint()

    def _think(self, level: int, engine: str = "") -> None:
        """Ask our search at ``level``, or the outside ``engine`` (its name), for a move."""
        self._turn = None  # a person's unfinished turn gives way to the computer
        self.generation += 1
        self.searching = True
        colour = self.position.to_move
        if engine:
            self.engine_identified(engine, self.engines.player_name(engine))
            self.engines.think(engine, self.generation, self.game.record,
                               self.game.node.path(), self.position, self._clock_for(colour))
        else:
            seconds = self._clock_seconds(colour)  # None: the level's own time
            self.worker.think(self.position, self.generation, level, seconds=seconds)
        self.thinking.start(tr(COLOUR_NAMES[colour]), self.position)
        self.statusBar().clearMessage()
        self.scoring_phase.update_board_mode()
        self.update_actions()

    def stop_computer(self) -> None:
        """Esc: stop the computer's search (it waits to be asked again), or the review."""
        if self.coach.reviewing:
            self.coach.review.stop()
        if self.searching:
            self.stop_thinking()
            self.computer_paused = True
            self.scoring_phase.update_board_mode()
            self.update_actions()
            self.say(tr("The computer stopped; Ctrl+G lets it play on"))

    def stop_thinking(self) -> None:
        """Drop the search in progress: its answer, if one still comes, is ignored."""
        self.generation += 1
        self.worker.stop()
        self.searching = False
        self.thinking.finish()

    def _computer_moved(self, generation: int, move: int) -> None:
        if generation != self.generation:
            return  # an answer for a game that has moved on
        self.searching = False
        self.thinking.finish()
        if not self.play(self.position.move_text(move)):  # a point, or a whole turn
            self.update_actions()
        self.teaching.computer_played()

    def _engine_moved(self, generation: int, text: str) -> None:
        """An outside engine's move: played if the rules allow it, else refused with a
        message, the game unchanged; ``resign`` ends the game."""
        if generation != self.generation:
            return  # an answer for a game that has moved on
        colour = self.position.to_move
        name = self.setup.players[colour].engine
        if text.strip().lower() == "resign":
            self._resigned(colour, name)
            return
        move = self.position.parse_move(text.strip())
        outcome = move if isinstance(move, Illegal) else self.position.attempt(move)
        if isinstance(outcome, Illegal):
            self._engine_failed(generation, ILLEGAL, f"{text.strip()}: {outcome.message}")
            return
        self._computer_moved(generation, move)

    def engine_identified(self, name: str, identity: str) -> None:
        """The engine attached as ``name`` plays as ``identity`` (its own name and version):
        the file says so (``PB``/``PW``) for each colour it plays; the next refresh shows it."""
        for colour, key in NAME_KEYS.items():
            player = self.setup.players[colour]
            if player.computer and player.engine == name and (
                    self.game.record.info.get(key) != identity):
                self.game.record.info[key] = identity
                self.dirty = True

    def _engine_failed(self, generation: int, kind: str, message: str) -> None:
        """An outside engine failed (died, hung, garbage, an illegal move...): the game stays
        as it was and the engine waits to be asked again (it restarts then)."""
        if generation != self.generation:
            return
        name = self.setup.players[self.position.to_move].engine or tr("The engine")
        self.searching = False
        self.thinking.finish()
        self.computer_paused = True
        self.scoring_phase.update_board_mode()
        self.update_actions()
        self.say(engine_failed_words(name, kind, message))

    def _resigned(self, loser: int, name: str = "") -> None:
        """The computer (or engine ``name``) playing ``loser`` resigns."""
        self.stop_thinking()
        self.game.record.set_result(self.game.node, "W+R" if loser == BLACK else "B+R")
        self.mark_dirty()
        self.refresh()
        winner = tr(COLOUR_NAMES[opponent(loser)])
        if name:
            self.say(tr("{engine} resigns: {winner} wins").format(engine=name, winner=winner))
        else:
            self.say(tr("{loser} resigns: {winner} wins").format(
                loser=tr(COLOUR_NAMES[loser]), winner=winner))
        self.moved_on()

    def _computer_searched(self, generation: int, result: SearchResult) -> None:
        """The search's verdict, just before its move: its ownership is kept for the
        scoring phase of this board; a computer that sees no hope resigns (its move, which
        follows, is then dropped)."""
        if generation != self.generation:
            return
        if self.teaching.teach(result):  # the person's last move lost much: said, and decided
            return
        if result.ownership is not None:
            self.searched_board = (tuple(self.position.board), result.ownership)
        if not result.resign:
            self.teaching.computer_chose(result)
            return
        self._resigned(self.position.to_move)

    def forget_search(self) -> None:
        """The last search was of another game (or another komi): its ownership is gone."""
        self.searched_board = None

    def search_ownership(self, position: Any) -> tuple[float, ...] | None:
        """Who owns each cell by the computer's last search, if that search was of this
        board (passes leave the board as it was, so the search before the last passes
        counts): the scoring phase proposes the dead stones from it."""
        if self.searched_board is None:
            return None
        board, ownership = self.searched_board
        return ownership if board == tuple(position.board) else None

    def _computer_failed(self, generation: int, message: str) -> None:
        """A search that broke (a bug): say so and let the players go on."""
        if generation != self.generation:
            return
        self.searching = False
        self.thinking.finish()
        self.computer_paused = True
        self.scoring_phase.update_board_mode()
        self.update_actions()
        self.say(
            tr("The computer could not choose a move ({why}); Ctrl+G tries again").format(
                why=message
            )
        )

    def _computer_progress(self, generation: int, progress: SearchProgress) -> None:
        if generation == self.generation:
            self.thinking.show_progress(progress)
            self.teaching.remember_search(progress)

    def choose_players(self) -> None:
        """Game ▸ Players…: change who plays each colour from here on."""
        missing = "" if self._computer_plays() else tr(VARIANTS[self.game.record.variant].name)
        first = first_mover(self.game.record.variant)
        picture = family_of(self.game.record.variant).picture
        dialog = PlayersDialog(self, self.setup.players, missing, first, picture,
                               self.engines.names())
        if dialog.exec() == PlayersDialog.DialogCode.Accepted:
            self.set_players(dialog.players())

    def set_players(self, players: dict[int, PlayerSetup]) -> None:
        """Let ``players`` play on from the current position (the computer moves if it is
        its turn)."""
        self.stop_thinking()
        self.setup = replace(self.setup, players=dict(players))
        changed = renamed_players(self.game.record.info, self.setup.players)
        if changed:
            self.game.record.info.update(changed)  # the file says who plays from here on
            self.dirty = True
        self.remember_players()
        self.computer_paused = False
        if self.dirty:
            self._autosave()  # a restored game goes on with these players
        self.statusBar().clearMessage()
        self.refresh()
        self.wake_computer()

    def computers_turn(self) -> bool:
        """The computer plays the side to move and has not been paused."""
        return self.levels()[self.position.to_move] is not None and not self.computer_paused

    def computer_waits(self) -> bool:
        """The computer plays the side to move but waits (after a navigation, or a stop)."""
        return (
            not self.game_over()
            and not self.searching
            and self.levels()[self.position.to_move] is not None
            and (self.computer_paused or bool(self.game.node.children))
        )

