"""Thinking over the HTTP API: ``"think": true`` runs the Parliament first (verdicts in the
task's JSON and its webhook), ``"simulate": true`` changes nothing and says what it would do,
and a Guardian block is the status "blocked" with its ESCALATION, not an error."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from server_support import AgentModel, Served, make_home, wait_for
from test_server_webhooks import SECRET, Receiver

AGENCIES = ["Guardian", "Economist", "Empath", "Scholar", "Strategist"]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory
           ) -> Iterator[tuple[Served, Path, Receiver, AgentModel]]:
    tmp = tmp_path_factory.mktemp("think")
    ws = tmp / "ws"
    ws.mkdir()
    receiver = Receiver(fail_first=0)
    hooks = (f'[[webhooks]]\nurl = "{receiver.url}"\nsecret = "{SECRET}"\n'
             'events = ["task.complete", "task.unverified", "task.failed"]\n')
    with AgentModel() as model:
        env = make_home(tmp, model.url, hooks)
        with Served(env, ws) as server:
            yield server, ws, receiver, model
            assert server.stop() == 0, "".join(server.output)
            assert "Traceback" not in "".join(server.output), "".join(server.output)


def ended(c: httpx.Client, task_id: str) -> dict[str, Any]:
    def check() -> dict[str, Any] | None:
        task = c.get(f"/api/v1/tasks/{task_id}").json()
        return task if task["status"] not in ("queued", "running") else None

    return wait_for(check, timeout=90)


def hook_for(receiver: Receiver, task_id: str) -> dict[str, Any]:
    def check() -> dict[str, Any] | None:
        for kind in ("task.complete", "task.unverified", "task.failed"):
            for _h, body, _code in receiver.of_type(kind):
                if body["data"]["id"] == task_id:
                    return dict(body["data"])
        return None

    return wait_for(check, timeout=30)


def test_think_votes_first_and_the_verdicts_reach_the_task_and_its_webhook(
        served: tuple[Served, Path, Receiver, AgentModel]) -> None:
    server, ws, receiver, _model = served
    with httpx.Client(base_url=server.url, timeout=10) as c:
        made = c.post("/api/v1/tasks", json={"task": "write result.txt", "think": True})
        assert made.status_code == 202, made.text
        task = ended(c, made.json()["id"])
        events = c.get(f"/api/v1/tasks/{task['id']}/events").json()["events"]
    assert task["status"] == "unverified", task  # a text file: only a model judged it
    assert task["think"] is True and task["simulate"] is False
    thinking = task["thinking"]
    assert [v["agency"] for v in thinking["verdicts"]] == AGENCIES
    assert {v["verdict"] for v in thinking["verdicts"]} == {"APPROVE"}
    assert thinking["blocked"] is False and thinking["escalation"] is None
    assert (ws / "result.txt").read_text() == "ok\n"
    kinds = [e["kind"] for e in events]
    assert kinds.index("parliament") < kinds.index("plan") < kinds.index("task.failed")
    hooked = hook_for(receiver, task["id"])
    assert hooked["thinking"]["verdicts"] == thinking["verdicts"]


def test_simulate_writes_nothing_and_reports_what_it_would_do(
        served: tuple[Served, Path, Receiver, AgentModel]) -> None:
    server, ws, _receiver, _model = served
    sim = ws / "sim"
    sim.mkdir()
    with httpx.Client(base_url=server.url, timeout=10) as c:
        made = c.post("/api/v1/tasks", json={"task": "write result.txt", "simulate": True,
                                             "workspace": str(sim)})
        assert made.status_code == 202, made.text
        task = ended(c, made.json()["id"])
        events = c.get(f"/api/v1/tasks/{task['id']}/events").json()["events"]
    assert task["status"] == "simulated", task  # never "done": nothing was written or run
    assert task["simulate"] is True and task["stop_reason"].startswith("simulation")
    assert list(sim.iterdir()) == []  # nothing was written
    simulation = task["thinking"]["simulation"]
    assert simulation["would_change"] == ["result.txt"] and simulation["would_run"] == []
    assert len(simulation["futures"]["futures"]) >= 2
    kinds = [e["kind"] for e in events]
    assert "evaluation" not in kinds  # a simulation is not judged
    assert kinds[-2:] == ["simulation", "task.done"]  # the futures come before the end


def test_a_guardian_block_is_a_status_with_its_escalation(
        served: tuple[Served, Path, Receiver, AgentModel]) -> None:
    server, ws, receiver, _model = served
    before = sorted(p.name for p in ws.iterdir())
    with httpx.Client(base_url=server.url, timeout=10) as c:
        made = c.post("/api/v1/tasks", json={"task": "delete the staging database",
                                             "think": True})
        assert made.status_code == 202, made.text
        task = ended(c, made.json()["id"])
    assert task["status"] == "blocked", task
    assert task["thinking"]["blocked"] is True
    assert "ESCALATION" in task["thinking"]["escalation"]
    assert "Guardian" in task["thinking"]["escalation"]
    guardian = task["thinking"]["verdicts"][0]
    assert guardian["agency"] == "Guardian" and guardian["verdict"] == "BLOCK"
    assert sorted(p.name for p in ws.iterdir()) == before
    assert hook_for(receiver, task["id"])["status"] == "blocked"


def test_think_and_simulate_must_be_booleans(
        served: tuple[Served, Path, Receiver, AgentModel]) -> None:
    server, _ws, _receiver, _model = served
    with httpx.Client(base_url=server.url, timeout=10) as c:
        bad = c.post("/api/v1/tasks", json={"task": "x", "simulate": "yes"})
        spec = c.get("/openapi.json").json()
    assert bad.status_code == 422 and "simulate" in bad.json()["message"]
    body = spec["components"]["schemas"]["TaskBody"]["properties"]
    assert body["think"]["type"] == "boolean" and body["simulate"]["type"] == "boolean"
    task = spec["components"]["schemas"]["Task"]["properties"]
    assert "blocked" in task["status"]["enum"] and "thinking" in task
    assert json.dumps(task["thinking"]).count("verdicts") == 1
