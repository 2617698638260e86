"""Issue 22's journey with a kill -9 after each of its steps: a new game against the computer
and a resignation; a new game played to two passes (by two people: the computer's passes
are not certain) and the count accepted; Game ▸ Players: the computer again, Undo to before
the end and a branch the computer answers; File ▸ Save; File ▸ Open of that file and a move
on. After each kill the app starts again (:class:`~tests.gui.test_crash_recovery.App`, the
real app in a subprocess) and shows what a person expects: the game offered back as it was,
its result at the node where it was reached (or a live game in the branch), nothing offered
after a save, the file complete, and a reopened file's game offered back with its path."""

from __future__ import annotations

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.setup import PlayerSetup
from magnetdesk.gui.common.storage import Autosave
from magnetdesk.gui.common.words import result_words
from magnetdesk.record import load_game
from tests.gui.test_crash_recovery import QUICK, App, remember
from tests.gui.test_scoring_mode import MOVES

TWO_PASSES = MOVES.split()  # 5×5: walls on C and D, White's lost A4, two passes: W+2.5
FORK = TWO_PASSES.index("A4") + 1  # Undo after the end goes back to Black's turn after A4
KEPT = ("variant", "size", "moves", "lines", "result", "result_here", "result_line", "levels",
        "path")


def restarted(home, before: dict, *steps: str) -> tuple[App, dict]:
    """The app started again after a kill, Yes to the game offered back; its first facts,
    checked against ``before`` (the last facts said before the kill)."""
    app = App(home, "Yes", *steps)
    facts = app.expect("started")
    assert len(facts["questions"]) == 1, facts["questions"]  # the restore question
    assert {key: facts[key] for key in KEPT} == {key: before[key] for key in KEPT}
    assert facts["dirty"] and not facts["searching"]  # unsaved still; the person's turn
    assert facts["status"].startswith(f"Restored the game at move {len(before['moves'])}")
    return app, facts


def assert_over(facts: dict, result: str) -> None:
    """The game ended at the node shown with ``result``: the record says so, the result
    belongs to this node, the panel shows it and nothing can be played."""
    assert facts["result"] == facts["result_here"] == result
    assert facts["result_line"] == facts["moves"]
    assert result_words(result) in facts["turn"], facts["turn"]
    assert not facts["pass"] and not facts["resign"] and not facts["scoring"]


def assert_live(facts: dict) -> None:
    """A game going on at the node shown: no result here, Pass and Resign usable."""
    assert facts["result_here"] == ""
    assert "Game over" not in facts["status"] and "wins" not in facts["turn"], facts
    assert facts["pass"] and facts["resign"] and not facts["scoring"]


def test_the_journey_survives_a_kill_after_each_step(tmp_path):
    home, file = tmp_path, tmp_path / "journey.sgf"
    remember(home, "go", {"size": 5}, {BLACK: PlayerSetup(), WHITE: QUICK})

    app = App(home, "No", "C3", "wait", "resign", "say=resigned")  # against the computer
    assert app.expect("started")["questions"] == []  # nothing to restore
    app.expect("moved")
    resigned = app.expect("resigned")
    app.kill()  # after the resignation
    assert len(resigned["moves"]) == 2 and resigned["levels"] == [None, 1]
    assert_over(resigned, "W+R")

    app, started = restarted(home, resigned, "new", "say=new", "level=0", *TWO_PASSES,
                             "accept", "say=scored")
    assert_over(started, "W+R")
    new = app.expect("new")  # File ▸ New (unsaved changes: Discard), Play as proposed
    assert new["moves"] == [] and new["size"] == 5 and new["result"] == ""
    scored = app.expect("scored")  # two people, two passes, the scoring box's Accept
    app.kill()  # after the accepted count
    assert scored["moves"] == TWO_PASSES and scored["lines"] == [TWO_PASSES]
    assert_over(scored, "W+2.5")

    app, started = restarted(home, scored, "level=1", "undo", "B3", "wait")
    assert_over(started, "W+2.5")
    branched = app.expect("moved")  # the computer (White) has answered in the branch
    app.kill()  # after the branch and the computer's answer
    branch = branched["moves"]
    assert branch[:FORK] == TWO_PASSES[:FORK] and branch[FORK] == "B3" and len(branch) == FORK + 2
    assert branched["lines"] == [TWO_PASSES, branch]  # the old line is kept ...
    assert branched["result"] == "W+2.5" and branched["result_line"] == TWO_PASSES  # ... ended
    assert_live(branched)

    app, started = restarted(home, branched, f"save={file}", "say=saved")
    assert_live(started)  # the branch node, not the main line's end
    saved = app.expect("saved")  # File ▸ Save (Save As: the file named)
    app.kill()  # after the save
    assert saved["path"] == str(file) and not saved["dirty"]
    assert Autosave(home / "data").pending() is None  # a saved game leaves no autosave

    walk = ("go_previous", "next_variation", "go_last")  # from the end as opened to the branch
    app = App(home, "No", f"open={file}", "say=opened", *walk, "level=1", "B2", "wait")
    started = app.expect("started")
    assert started["questions"] == [] and started["moves"] == []  # nothing offered back
    assert file.read_text(encoding="utf-8") == saved["sgf"]  # intact and complete
    record, warnings = load_game(str(file))
    assert warnings == [] and record.info["RE"] == "W+2.5"
    assert [[node.play.text for node in leaf.path()[1:]] for leaf in record.nodes()
            if not leaf.children] == [TWO_PASSES, branch]
    opened = app.expect("opened")  # File ▸ Open: the game as saved, at its end
    assert opened["path"] == str(file) and opened["lines"] == saved["lines"]
    assert opened["moves"] == TWO_PASSES and not opened["dirty"]
    assert_over(opened, "W+2.5")
    on = app.expect("moved")  # walked to the branch, a move on, the computer's answer
    app.kill()  # after the move on in the reopened file
    assert on["moves"][: len(branch)] == branch and len(on["moves"]) == len(branch) + 2
    assert on["path"] == str(file) and on["dirty"]
    assert_live(on)

    app, started = restarted(home, on, "save", "say=saved")  # the file remembered, moves kept
    assert_live(started)
    assert started["title"].startswith(f"{file.name}[*]")
    again = app.expect("saved")  # File ▸ Save: to that file, asking no name
    app.kill()
    assert not again["dirty"] and file.read_text(encoding="utf-8") == again["sgf"]
    assert Autosave(home / "data").pending() is None
