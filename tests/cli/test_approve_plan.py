"""`--approve-plan` on the CLI: the gate shows the plan and runs nothing without a yes or an
edit; where no terminal can answer it refuses to start."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

from cli_support import openkoi, setup_home
from fake_servers import FakeServer

from openkoi.cli import approve
from openkoi.records import Plan

PLAN = Plan(summary="Write add()", steps=["write calc.py", "run the tests"], files=["calc.py"],
            tools=["write_file"])


def decide(answer: str, edited: str = "") -> tuple[bool | Plan, str]:
    err = io.StringIO()
    gate = approve.gate(err, ask=lambda q: answer, edit=lambda text: edited or text)
    return asyncio.run(gate(PLAN)), err.getvalue()


def test_yes_no_and_edit() -> None:
    verdict, shown = decide("y")
    assert verdict is True and "[PLAN] Write add()" in shown and "  2. run the tests" in shown
    assert decide("")[0] is False and decide("n")[0] is False
    verdict, _ = decide("e", approve.as_text(PLAN).replace("- run the tests\n",
                                                           "- run pytest -q\n- stop\n"))
    assert isinstance(verdict, Plan) and verdict.steps == ["write calc.py", "run pytest -q",
                                                           "stop"]
    assert verdict.files == ["calc.py"]
    emptied = "summary: x\n# nothing\n"
    verdict, shown = decide("e", emptied)
    assert verdict is False and "no steps: nothing runs" in shown


def test_without_a_terminal_nothing_starts(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer() as srv:
        env = setup_home(tmp_path, srv.url)
        done = openkoi(["-m", "fake/scripted", "--approve-plan", "do it"], env, ws)
    assert done.returncode == 2
    assert "--approve-plan needs a terminal" in done.stderr and not srv.requests


def _on_a_terminal(args: list[str], env: dict[str, str], cwd: Path, answer: str
                   ) -> tuple[int, str]:
    import os
    import subprocess
    import sys

    master, slave = os.openpty()
    try:
        os.write(master, answer.encode() + b"\n")  # waits in the terminal until read
        proc = subprocess.run([sys.executable, "-m", "openkoi", *args], env=env, cwd=cwd,
                              stdin=slave, capture_output=True, text=True, timeout=120)
    finally:
        os.close(slave)
        os.close(master)
    return proc.returncode, proc.stderr


def test_on_a_terminal_no_runs_nothing_and_yes_runs_it(tmp_path: Path) -> None:
    import json

    from cli_support import text, write

    plan = {"summary": "Write add()", "steps": ["write calc.py"], "files": ["calc.py"],
            "tools": ["write_file"], "estimated_iterations": 1}
    judge = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer(text(plan)) as srv:
        env = setup_home(tmp_path, srv.url)
        code, err = _on_a_terminal(["-m", "fake/scripted", "--approve-plan", "add()"], env,
                                   ws, "n")
    assert "Run this plan?" in err and "  1. write calc.py" in err
    assert code == 1 and "plan rejected" in err and len(srv.requests) == 1
    assert not (ws / "calc.py").exists()
    with FakeServer(text(plan), write("c1", "calc.py", "x = 1\n"), text("done"),
                    text(judge)) as srv:
        again = tmp_path / "again"
        again.mkdir()
        env = setup_home(again, srv.url)
        code, err = _on_a_terminal(["-m", "fake/scripted", "--approve-plan", "-i", "1",
                                    "add()"], env, ws, "y")
    assert (ws / "calc.py").read_text() == "x = 1\n", err
    assert json.dumps(srv.requests[1].body).count("write calc.py") >= 1
