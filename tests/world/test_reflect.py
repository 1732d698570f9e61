"""`openkoi reflect` numbers computed from recorded fixtures."""

from __future__ import annotations

import json
import time
from pathlib import Path

from cli_support import openkoi, setup_home
from world_helpers import paths_in, record_task

from openkoi.memory.store import Store
from openkoi.world import maturity, reflect

APPROVE = {"blocked": False, "verdicts": [
    {"agency": "Guardian", "verdict": "APPROVE", "confidence": 0.9},
    {"agency": "Economist", "verdict": "ABSTAIN", "confidence": 0.2}]}


def _fixture(store: Store) -> dict[str, str]:
    return {
        "ok": record_task(store, "add a slugify helper", [], score=0.92, files=["slug.py"],
                          dimensions={"correctness": 0.9, "tests": 1.0}),
        "judge_wrong": record_task(
            store, "add a date parser", [], status="below_threshold", score=0.55,
            files=["dates.py"], iterations=3, stop_reason="iterations used up",
            dimensions={"correctness": 0.9, "safety": 0.9, "style": 0.8, "tests": 0.0}),
        "approved_failed": record_task(
            store, "migrate the settings file", [], status="failed", score=0.1,
            parliament=APPROVE, stop_reason="provider unreachable"),
        "regressed": record_task(
            store, "speed up the importer", [], status="below_threshold", score=0.6,
            iterations=2, stop_reason="score regressed (0.50 < 0.60 at iteration 1)"),
        "done_rerun": record_task(store, "write the changelog", [], score=0.85),
        "again": record_task(store, "Write the changelog.", [], score=0.9),
    }


def test_period_and_honest_from_fixtures(tmp_path: Path) -> None:
    with Store.open(paths_in(tmp_path)) as store:
        ids = _fixture(store)
        day = reflect.today(store.db)
        audit = reflect.honest(store.db)
    p = day["period"]
    assert (p["tasks"], p["finished"], p["done"]) == (6, 6, 3)
    assert p["success_rate"] == 0.5
    assert p["mean_score"] == round((0.92 + 0.55 + 0.1 + 0.6 + 0.85 + 0.9) / 6, 4)
    assert p["iterations_to_success"] == 1.0
    assert p["stop_reasons"]["score regressed"] == 1  # numbers stripped from the reason
    assert p["parliament"] == {"deliberations": 1, "blocked": 0, "overridden": 0,
                               "verdicts": {"APPROVE": 1, "ABSTAIN": 1},
                               "decisions_scored": 1, "decisions_right": 0}
    assert day["baseline"]["tasks"] == 0
    assert day["assessment"][0].startswith("3 of 6 finished tasks met the quality bar (50%)")
    kinds = {(c["kind"], c["task_id"]) for c in audit["cases"]}
    assert kinds == {("judge_vs_tests", ids["judge_wrong"]),
                     ("approved_then_failed", ids["approved_failed"]),
                     ("regressed", ids["regressed"]),
                     ("done_then_rerun", ids["done_rerun"])}
    assert audit["overconfident_tasks"] == 4 and audit["rate"] == 4 / 6


def test_maturity_stages() -> None:
    assert maturity.assess(maturity.Evidence())["name"] == "Novice"
    ev = maturity.Evidence(tasks=30, success=0.75, overconfident=0.1, approved_skills=0)
    got = maturity.assess(ev)
    assert got["stage"] == 1 and got["name"] == "Competent Executor"
    todo = [r["measure"] for r in got["next"]["requirements"] if not r["met"]]
    assert todo == ["approved_skills"]
    ev.approved_skills = 1
    assert maturity.assess(ev)["name"] == "Proactive Advisor"
    top = maturity.Evidence(tasks=120, success=0.9, overconfident=0.02, approved_skills=2,
                            autonomous_domains=1, proficient_domains=2, soul_changes=1)
    assert maturity.assess(top)["stage"] == 4 and "next" not in maturity.assess(top)


def test_reflect_cli(tmp_path: Path) -> None:
    env = setup_home(tmp_path, "http://127.0.0.1:9")
    with Store.open(paths_in(tmp_path)) as store:
        ids = _fixture(store)
    today = openkoi(["reflect", "today"], env, tmp_path)
    assert today.returncode == 0, today.stderr
    assert "6 tasks (6 finished, 3 done), success 50%" in today.stdout
    assert ids["judge_wrong"][:8] in today.stdout
    honest = openkoi(["reflect", "honest"], env, tmp_path)
    assert "overconfident in 4 of 6 finished tasks (67%)" in honest.stdout
    assert "judge 0.87 vs tests 0.00" in honest.stdout
    week = json.loads(openkoi(["reflect", "week", "--json"], env, tmp_path).stdout)
    assert week["period"]["tasks"] == 6 and len(week["days"]) == 7
    assert week["days"][-1]["tasks"] == 6
    assert week["days"][-1]["day"] == time.strftime("%a %d %b")
    growth = openkoi(["reflect", "growth"], env, tmp_path)
    assert "MATURITY: stage 0, Novice" in growth.stdout
    assert "[ ] finished tasks: 6 (needs >= 10)" in growth.stdout
    assert "[ ] success (last 30): 50% (needs >= 60%)" in growth.stdout
