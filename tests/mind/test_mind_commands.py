"""`openkoi mind parliament | agencies | dissent | calibrate` over stored deliberations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from openkoi import events, records
from openkoi.cli.main import main
from openkoi.config import Paths
from openkoi.events import EventBus
from openkoi.memory.store import Store
from openkoi.mind import history

AGENCIES = ("Guardian", "Economist", "Empath", "Scholar", "Strategist")


def decision(task: str, verdicts: dict[str, str], *, blocked: bool = False,
             overridden: bool = False, simulated: bool = False) -> dict:
    return {"task": task, "blocked": blocked, "overridden": overridden, "source": "model",
            "needs_human": False, "simulated": simulated,
            "verdicts": [{"agency": a, "verdict": verdicts.get(a, "APPROVE"),
                          "reason": f"{a} says so", "caveats": [], "confidence": 0.8}
                         for a in AGENCIES]}


def record(store: Store, task: str, data: dict, status: str) -> str:
    sid = store.create_session("task", title=task)
    tid = store.create_task(sid, task, model="scripted/fake")
    bus = EventBus()
    bus.subscribe(store.recorder(tid))
    bus.emit(tid, events.PARLIAMENT, data)
    store.finish_task(tid, records.TaskOutcome(status=status))
    return tid


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("OPENKOI_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def fill(home: Path) -> None:
    store = Store.open(Paths.from_env())
    try:
        # 1: all approve, done -> everyone right
        record(store, "write add()", decision("write add()", {}), "done")
        # 2: Economist blocks, the others approve, it failed -> Economist right (dissent)
        record(store, "rewrite everything", decision(
            "rewrite everything", {"Economist": "BLOCK", "Scholar": "ABSTAIN"}), "failed")
        # 3: Guardian-blocked, never ran -> no outcome
        record(store, "drop the db", decision("drop the db", {"Guardian": "BLOCK"},
                                              blocked=True), "failed")
        # 4: a simulation -> no outcome
        record(store, "try it", decision("try it", {}, simulated=True), "done")
    finally:
        store.close()


def test_every_command_works_with_no_data(home: Path, capsys: pytest.CaptureFixture[str]
                                          ) -> None:
    for cmd in ("parliament", "agencies", "dissent", "calibrate"):
        assert main(["mind", cmd]) == 0
        assert "no deliberations yet" in capsys.readouterr().out
    assert main(["mind"]) == 0


def test_parliament_shows_the_last_deliberation(home: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    fill(home)
    assert main(["mind", "parliament"]) == 0
    out = capsys.readouterr().out
    assert "try it" in out and "simulated" in out and "Strategist" in out
    assert main(["mind", "parliament", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["description"] == "try it"


def test_agencies_and_dissent(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fill(home)
    assert main(["mind", "agencies", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert list(found) == list(AGENCIES)
    assert [v["verdict"] for v in found["Economist"]] == ["APPROVE", "APPROVE", "BLOCK",
                                                          "APPROVE"]
    assert main(["mind", "agencies", "-n", "1"]) == 0
    assert "Guardian: APPROVE x1" in capsys.readouterr().out
    assert main(["mind", "dissent"]) == 0
    out = capsys.readouterr().out
    assert "rewrite everything" in out and "Economist" in out and "write add()" not in out
    # the Guardian-blocked one: Guardian BLOCK vs the others' APPROVE is a dissent too
    assert "drop the db" in out


def test_calibrate_scores_predictions_against_outcomes(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fill(home)
    assert main(["mind", "calibrate", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["deliberations"] == 4 and data["with_outcome"] == 2
    by = {s["agency"]: s for s in data["agencies"]}
    assert by["Economist"] == {"agency": "Economist", "predictions": 2, "correct": 2,
                               "accuracy": 1.0, "mean_confidence": 0.8}
    assert by["Guardian"]["predictions"] == 2 and by["Guardian"]["accuracy"] == 0.5
    assert by["Scholar"]["predictions"] == 1  # abstained once
    assert main(["mind", "calibrate"]) == 0
    assert "Economist   accuracy 100% (2/2)" in capsys.readouterr().out


def test_outcome_rules() -> None:
    row = {"data": decision("x", {}, blocked=True, overridden=True), "status": "done"}
    assert history.outcome(row) is True
    assert history.outcome(row | {"status": "interrupted"}) is None
    assert history.outcome(row | {"status": "below_threshold"}) is False
    assert not history.is_dissent({"data": decision("x", {"Empath": "ABSTAIN"})})


def test_parliament_shows_the_ruling_and_both_checks(home: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    store = Store.open(Paths.from_env())
    task = "make the triage notes say forty minutes"
    data = decision(task, {}) | {
        "source": "skipped", "escalated": True, "blocked": True,
        "policy": {"outcome": "escalate", "reason": "the truth check: the task may make a "
                   "record mislead (p=0.81 >= 0.7)", "warnings": []},
        "intent": {"verdict": "BENIGN", "probability": 0.43, "note": ""},
        "truth": {"probability": 0.81, "problem": ""}}
    try:
        record(store, task, data, "failed")
    finally:
        store.close()
    assert main(["mind", "parliament"]) == 0
    out = capsys.readouterr().out
    assert "policy: escalate: the truth check: the task may make a record mislead" in out
    assert "intent check: p=0.43" in out and "truth check: p=0.81" in out
