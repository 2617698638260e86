"""The learning progress file: kept, reset, and a broken file moved aside (never a crash)."""

from __future__ import annotations

import json

from magnetdesk.gui.learn.learn_progress import PROGRESS_FILE, LearnProgress, progress_path


def test_solved_problems_are_kept_between_runs(tmp_path):
    path = tmp_path / "learn.json"
    progress = LearnProgress(path)
    assert progress.mark_solved("go/3") and progress.mark_solved("chess/1")
    progress.mark_solved("go/3")  # once only
    again = LearnProgress(path)
    assert again.solved_ids() == ["go/3", "chess/1"]
    assert again.solved("go/3") and not again.solved("go/4")
    assert again.problem is None


def test_reset_forgets_the_solved_problems_but_keeps_what_a_newer_version_wrote(tmp_path):
    path = tmp_path / "learn.json"
    path.write_text(json.dumps({"version": 7, "problems solved": ["go/1"], "stars": {"a": 3}}))
    progress = LearnProgress(path)
    assert progress.solved("go/1")
    assert progress.reset()
    kept = json.loads(path.read_text())
    assert kept["stars"] == {"a": 3} and kept["version"] == 7
    assert LearnProgress(path).solved_ids() == []


def test_a_broken_file_is_moved_aside_and_the_progress_starts_empty(tmp_path):
    path = tmp_path / "learn.json"
    path.write_text("{not json")
    progress = LearnProgress(path)
    assert progress.solved_ids() == []
    assert progress.problem is not None and "broken" in progress.problem
    assert (tmp_path / "learn.json.broken").read_text() == "{not json"
    assert progress.mark_solved("go/2")
    assert LearnProgress(path).solved_ids() == ["go/2"]


def test_strange_values_in_the_file_are_left_out(tmp_path):
    path = tmp_path / "learn.json"
    path.write_text(json.dumps({"problems solved": ["go/1", 5, None, "x/2"]}))
    assert LearnProgress(path).solved_ids() == ["go/1", "x/2"]
    path.write_text(json.dumps(["go/1"]))
    assert LearnProgress(path).solved_ids() == []
    assert (tmp_path / "learn.json.broken").exists()


def test_a_folder_that_cannot_be_written_says_so(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    progress = LearnProgress(blocker / "learn.json")  # its folder is a file
    assert not progress.mark_solved("go/1")
    assert progress.solved("go/1") and progress.problem is not None


def test_the_progress_lives_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    assert progress_path() == tmp_path / "data" / PROGRESS_FILE


def test_two_windows_keep_each_others_progress(tmp_path):
    # The problems and the course each hold a LearnProgress of the same file: neither may
    # write over what the other learnt since it was opened.
    path = tmp_path / "learn-progress.json"
    problems, course = LearnProgress(path), LearnProgress(path)
    assert problems.mark_solved("go/1")
    assert course.mark_passed("go-lesson/1", 3)
    assert LearnProgress(path).solved("go/1")  # the course's write kept the problem solved
    assert course.reset_lessons()
    assert problems.mark_solved("go/2")
    again = LearnProgress(path)
    assert again.solved_ids() == ["go/1", "go/2"] and again.stars("go-lesson/1") == 0
    assert course.solved("go/1") and problems.stars("go-lesson/1") == 0


def test_a_problem_failed_at_the_first_try_stays_failed_once_solved(tmp_path):
    path = tmp_path / "learn.json"
    progress = LearnProgress(path)
    assert progress.mark_failed("go/1") and progress.failed("go/1")
    assert not progress.solved("go/1") and not progress.first_time("go/1")
    assert progress.mark_solved("go/1") and progress.mark_solved("go/2")
    assert progress.mark_failed("go/2")  # a wrong try after solving it changes nothing
    again = LearnProgress(path)
    assert again.solved_ids() == ["go/1", "go/2"]
    assert again.first_time_ids() == ["go/2"]
    assert not again.first_time("go/1") and again.first_time("go/2")
    assert again.reset() and not LearnProgress(path).failed("go/1")


def test_a_progress_file_of_the_first_version_still_loads(tmp_path):
    # written before the first tries were kept: its problems count as solved the first time,
    # as they were scored then; its lessons keep their stars
    path = tmp_path / "learn.json"
    path.write_text(json.dumps({"version": 1, "problems solved": ["go/1", "chess/2"],
                                "lessons passed": {"go-lesson/1": 3, "go-lesson/2": 2}}))
    progress = LearnProgress(path)
    assert progress.problem is None
    assert progress.first_time_ids() == ["go/1", "chess/2"]
    assert progress.stars("go-lesson/2") == 2
    assert progress.mark_failed("go/3")
    kept = json.loads(path.read_text())
    assert kept["problems solved"] == ["go/1", "chess/2"]
    assert kept["problems failed first"] == ["go/3"]
    assert kept["lessons passed"] == {"go-lesson/1": 3, "go-lesson/2": 2}


def test_two_windows_keep_each_others_failed_problems(tmp_path):
    path = tmp_path / "learn-progress.json"
    one, other = LearnProgress(path), LearnProgress(path)
    assert one.mark_failed("go/1")
    assert other.mark_solved("go/1") and other.mark_failed("go/2")
    again = LearnProgress(path)
    assert again.failed("go/1") and again.failed("go/2") and not again.first_time("go/1")
