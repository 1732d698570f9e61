"""What a task's end announces: done is task.complete, unverified task.unverified (also on
an integration, though the bus ends it with task.failed), any other end task.failed, and a
simulation nothing (a dry run: no task was done or failed)."""

from __future__ import annotations

from pathlib import Path

from openkoi import events
from openkoi.config import Paths
from openkoi.integrations import base
from openkoi.integrations.outbound import Outbound
from openkoi.records import SIMULATED_REASON, UNVERIFIED_REASON, TaskOutcome
from openkoi.webhooks import end_event


def test_the_webhook_event_of_each_end() -> None:
    assert end_event("done") == "task.complete"
    assert end_event("unverified") == "task.unverified"
    assert end_event("below_threshold") == end_event("failed") == "task.failed"
    assert end_event("simulated") is None


class Recording(Outbound):
    def __init__(self, tmp_path: Path) -> None:
        super().__init__(Paths.from_env({"OPENKOI_HOME": str(tmp_path)}), [], task_id="t",
                         session_id="s", task="fix it")
        self.posted: list[base.Result] = []

    def deliver(self, result: base.Result) -> int:
        self.posted.append(result)
        return 1


def _end(tmp_path: Path, kind: str, outcome: TaskOutcome) -> list[str]:
    outbound = Recording(tmp_path)
    outbound(events.Event("t", 9, kind, outcome.to_dict()))
    return [r.event for r in outbound.posted]


def test_an_integration_posts_the_end_the_outcome_states(tmp_path: Path) -> None:
    done = TaskOutcome(status="done", score=1.0)
    assert _end(tmp_path, events.DONE, done) == [base.COMPLETE]
    unverified = TaskOutcome(status="unverified", score=0.9, stop_reason=UNVERIFIED_REASON)
    assert _end(tmp_path, events.FAILED, unverified) == [base.UNVERIFIED]  # was task.failed
    below = TaskOutcome(status="below_threshold", score=0.4)
    assert _end(tmp_path, events.FAILED, below) == [base.FAILED]
    simulated = TaskOutcome(status="simulated", stop_reason=SIMULATED_REASON)
    assert _end(tmp_path, events.DONE, simulated) == []
