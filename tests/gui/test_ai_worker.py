"""The computer opponent's thread: it answers with a legal move, stops at once, and never
reports a move for a game that has moved on."""

from __future__ import annotations

import multiprocessing

import pytest
import shiboken6

from magnetdesk.ai.core import parallel
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.variants import new_position
from magnetdesk.gui.common.ai_worker import STOP_WAIT_MS, AiWorker, running_searches

ENDLESS = {"seconds": 600, "playouts": 10**9}  # only stopping ends this search (in the workers)
QUICK = {"playouts": 30}  # small enough to be searched on the thread itself


@pytest.fixture(scope="module", autouse=True)
def no_worker_process_left_behind():
    yield
    parallel.shutdown()
    assert multiprocessing.active_children() == []


def test_the_computer_answers_with_a_legal_move(qtbot):
    worker = AiWorker(seed=1)
    position = new_position("magnetgo")
    with qtbot.waitSignal(worker.moveChosen, timeout=10_000) as chosen:
        worker.think(position, generation=7, **QUICK)
    generation, move = chosen.args
    assert generation == 7
    assert position.is_legal(move)
    assert not worker.is_thinking()


def test_the_computer_takes_the_winning_capture(qtbot):
    position = position_from_text("atari-go", """
        . X O .
        . . X .
        . . . .
        . . . .
    """, to_move="black")
    worker = AiWorker(seed=1)
    with qtbot.waitSignal(worker.moveChosen, timeout=10_000) as chosen:
        worker.think(position, generation=1, playouts=100)
    assert position.move_text(chosen.args[1]) == "D4"


def test_the_whole_result_comes_just_before_the_move(qtbot):
    worker = AiWorker(seed=1)
    results = []
    worker.searched.connect(lambda generation, result: results.append((generation, result)))
    with qtbot.waitSignal(worker.moveChosen, timeout=10_000) as chosen:
        worker.think(new_position("go", size=9), generation=4, playouts=200)
    [(generation, result)] = results
    assert generation == 4
    assert result.move == chosen.args[1]
    assert result.playouts == 200


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_every_level_answers_with_a_legal_move(qtbot, level):
    worker = AiWorker(seed=1)
    position = new_position("go", size=5)
    with qtbot.waitSignal(worker.moveChosen, timeout=10_000) as chosen:
        worker.think(position, generation=level, level=level, seconds=0.3)
    assert position.is_legal(chosen.args[1])


def test_stop_ends_the_search_at_once_and_reports_no_move(qtbot):
    worker = AiWorker(seed=1)
    with qtbot.waitSignal(worker.progress, timeout=10_000):
        worker.think(new_position("go", size=19), generation=1, **ENDLESS)
    with qtbot.assertNotEmitted(worker.moveChosen, wait=200):
        assert worker.stop(), f"the search was still running {STOP_WAIT_MS} ms after stop()"
    assert running_searches() == 0
    assert not worker.is_thinking()


def test_a_new_request_drops_the_answer_for_the_old_generation(qtbot):
    worker = AiWorker(seed=1)
    answers = []
    worker.moveChosen.connect(lambda generation, move: answers.append(generation))
    worker.think(new_position("go", size=9), generation=1, **ENDLESS)
    worker.think(new_position("go", size=9), generation=2, **QUICK)
    qtbot.waitUntil(lambda: bool(answers), timeout=10_000)
    qtbot.wait(100)
    assert answers == [2]


def test_a_new_request_while_the_workers_search_waits_its_turn(qtbot):
    worker = AiWorker(seed=1)
    answers = []
    worker.moveChosen.connect(lambda generation, move: answers.append(generation))
    with qtbot.waitSignal(worker.progress, timeout=10_000):
        worker.think(new_position("go", size=9), generation=1, **ENDLESS)
    worker.think(new_position("go", size=9), generation=2, playouts=200)
    qtbot.waitUntil(lambda: bool(answers), timeout=10_000)
    assert answers == [2]


def test_move_now_plays_the_best_move_found_so_far(qtbot):
    worker = AiWorker(seed=1)
    position = new_position("go", size=9)
    with qtbot.waitSignal(worker.progress, timeout=10_000):
        worker.think(position, generation=3, **ENDLESS)
    with qtbot.waitSignal(worker.moveChosen, timeout=5_000) as chosen:
        worker.move_now()
    assert chosen.args[0] == 3
    assert position.is_legal(chosen.args[1])


def test_progress_reports_the_playouts_and_a_legal_best_move(qtbot):
    worker = AiWorker(seed=1)
    position = new_position("stoical-go", size=9)
    with qtbot.waitSignal(worker.progress, timeout=10_000) as reported:
        worker.think(position, generation=5, **ENDLESS)
    worker.stop()
    generation, progress = reported.args
    assert generation == 5
    assert progress.playouts > 0
    assert position.is_legal(progress.best_move)
    assert 0.0 <= progress.win_rate <= 1.0


def test_deleting_the_worker_while_it_thinks_cancels_its_search(qtbot):
    worker = AiWorker(seed=1)
    with qtbot.waitSignal(worker.progress, timeout=10_000):
        worker.think(new_position("go", size=19), generation=1, **ENDLESS)
    shiboken6.delete(worker)
    qtbot.waitUntil(lambda: running_searches() == 0, timeout=2_000)


def test_shutdown_while_thinking_returns_with_the_thread_ended(qtbot):
    worker = AiWorker(seed=1)
    worker.think(new_position("magnetgo"), generation=1, **ENDLESS)
    assert worker.shutdown()
    assert running_searches() == 0


def test_a_finished_game_reports_a_failed_search_not_a_move(qtbot):
    position = position_from_text("atari-go", """
        . X O .
        . . X .
        . . . .
        . . . .
    """, to_move="black")
    position = position.play(position.parse_move("D4")).position  # the capture: Black has won
    worker = AiWorker(seed=1)
    with qtbot.assertNotEmitted(worker.moveChosen), \
            qtbot.waitSignal(worker.searchFailed, timeout=5_000) as failed:
        worker.think(position, generation=8, **QUICK)
    assert failed.args[0] == 8
    assert "game is over" in failed.args[1]
    assert not worker.is_thinking()


def test_the_indicator_counts_games_for_go_and_positions_for_chess():
    from magnetdesk.ai.core.search_types import SearchProgress
    from magnetdesk.gui.panels.thinking_indicator import progress_text

    go, chess = new_position("go", size=9), new_position("magnetic-chess")
    go_text = progress_text("Black", go, SearchProgress(1240, go.parse_move("D4"), 0.56, 1.0))
    assert go_text == "Black is thinking · 1,240 games · likes D4 (56%)"
    move = chess.parse_move("e2e4")
    chess_text = progress_text("White", chess, SearchProgress(9000, move, 0.5, 1.0))
    assert chess_text == "White is thinking · 9,000 positions · likes e2e4 (50%)"
