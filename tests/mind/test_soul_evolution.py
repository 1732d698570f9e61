"""`openkoi soul evolve | diff | apply | history`: proposals with evidence, applied on approval."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from openkoi import events, records
from openkoi.cli.main import main
from openkoi.config import Paths
from openkoi.events import EventBus
from openkoi.memory.store import Store
from openkoi.mind import soul


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("OPENKOI_HOME", str(tmp_path / "home"))
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # no terminal
    (tmp_path / "home").mkdir()
    return tmp_path / "home"


def fill(n: int, dimension: str = "tests", status: str = "below_threshold",
         objection: bool = False) -> None:
    store = Store.open(Paths.from_env())
    try:
        for i in range(n):
            sid = store.create_session("task", title=f"t{i}")
            tid = store.create_task(sid, f"task {i}", model="scripted/fake")
            bus = EventBus()
            bus.subscribe(store.recorder(tid))
            caveats = ["estimate the cost first"] if objection else []
            bus.emit(tid, events.PARLIAMENT, {"verdicts": [
                {"agency": "Economist", "verdict": "APPROVE_WITH_CAVEATS", "reason": "cost",
                 "caveats": caveats}]})
            ev = records.Evaluation(score=0.5, findings=[
                {"severity": "major", "dimension": dimension, "message": f"no test for f{i}"}])
            bus.emit(tid, events.EVALUATION, ev.to_dict() | {"iteration": 1})
            store.finish_task(tid, records.TaskOutcome(status=status))
    finally:
        store.close()


def test_every_command_works_with_no_data(home: Path, capsys: pytest.CaptureFixture[str]
                                          ) -> None:
    assert main(["soul", "evolve"]) == 0
    assert "nothing to propose" in capsys.readouterr().out
    assert main(["soul", "diff"]) == 0
    assert "no pending proposal" in capsys.readouterr().out
    assert main(["soul", "apply", "--yes"]) == 0
    assert "no pending proposal" in capsys.readouterr().out
    assert main(["soul", "history"]) == 0
    assert "no evolution yet" in capsys.readouterr().out
    assert not (home / "SOUL.md").exists()


def test_two_findings_are_not_enough(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fill(2)
    assert main(["soul", "evolve"]) == 0
    assert "nothing to propose" in capsys.readouterr().out


def test_evolve_diff_apply_history(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fill(3, objection=True)
    assert main(["soul", "evolve"]) == 0
    out = capsys.readouterr().out
    assert "raise testing from 0.90 to 1.00" in out
    assert "evidence: findings on tests in 3 of the last 3 finished tasks" in out
    assert "add economy ('economical with tokens and time') at 0.70" in out
    assert "the Economist objected in 3 of the last 3 deliberations" in out
    assert "estimate the cost first" in out
    assert not (home / "SOUL.md").exists()  # only proposed

    assert main(["soul", "diff"]) == 0
    out = capsys.readouterr().out
    assert "--- SOUL.md (now)" in out and "+++ SOUL.md (proposed)" in out
    assert "-  testing: {weight: 0.9, says: test-driven}" in out
    assert "+  testing: {weight: 1.0, says: test-driven}" in out
    assert "+  economy: {weight: 0.7, says: economical with tokens and time}" in out
    assert "evidence:" in out

    # no terminal and no --yes: refused, nothing written
    assert main(["soul", "apply"]) == 2
    assert "--yes" in capsys.readouterr().err
    assert not (home / "SOUL.md").exists() and not (home / "state/soul-history.jsonl").exists()

    assert main(["soul", "apply", "--yes"]) == 0
    capsys.readouterr()
    written = soul.load(home)
    assert written.path == home / "SOUL.md"
    assert written.value("testing").weight == 1.0  # type: ignore[union-attr]
    assert written.value("economy").weight == 0.7  # type: ignore[union-attr]
    assert "## Honesty" in written.text  # the body is kept
    assert not (home / "state/soul-proposal.json").exists()

    assert main(["soul", "history", "--json"]) == 0
    entries = json.loads(capsys.readouterr().out)
    assert len(entries) == 1 and entries[0]["changes"][0]["value"] == "testing"
    assert main(["soul", "history"]) == 0
    assert "raise testing from 0.90 to 1.00" in capsys.readouterr().out


def test_a_declined_confirmation_writes_nothing(home: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    fill(3)
    stdin = io.StringIO("no\n")
    stdin.isatty = lambda: True  # type: ignore[method-assign]
    monkeypatch.setattr("sys.stdin", stdin)
    assert main(["soul", "evolve", "--apply"]) == 0
    assert "not applied" in capsys.readouterr().out
    assert not (home / "SOUL.md").exists() and (home / "state/soul-proposal.json").exists()
    stdin = io.StringIO("yes\n")
    stdin.isatty = lambda: True  # type: ignore[method-assign]
    monkeypatch.setattr("sys.stdin", stdin)
    assert main(["soul", "apply"]) == 0
    assert (home / "SOUL.md").exists() and (home / "state/soul-history.jsonl").exists()


def test_a_soul_edited_since_the_proposal_is_not_overwritten(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fill(4, dimension="style", status="failed")
    assert main(["soul", "evolve"]) == 0
    out = capsys.readouterr().out
    assert "add style" in out and "add small-steps" in out
    assert "only 0 of the last 4 finished tasks succeeded" in out
    (home / "SOUL.md").write_text("---\nvalues:\n  mine: 1.0\n---\n")
    assert main(["soul", "apply", "--yes"]) == 2
    err = capsys.readouterr().err
    assert "changed since" in err and len(err.strip().splitlines()) == 1
    assert (home / "SOUL.md").read_text() == "---\nvalues:\n  mine: 1.0\n---\n"
