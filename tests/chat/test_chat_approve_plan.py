"""Plan approval in `openkoi chat`: with --approve-plan (or /approve-plan on) each turn shows
its plan and waits for the next input line: n runs nothing, y runs it, e runs the plan as
edited in $EDITOR; /approve-plan off stops asking. The real CLI, piped stdin, a scripted
OpenAI-compatible server."""

from __future__ import annotations

import json
import stat
from pathlib import Path

from cli_support import openkoi, setup_home, text
from fake_servers import FakeServer, Reply

PLAN = {"summary": "Answer the question", "steps": ["answer it"], "files": [], "tools": [],
        "estimated_iterations": 1}
JUDGE = {"scores": {"completeness": 9, "correctness": 9, "clarity": 9, "safety": 10,
                    "style": 9}, "findings": []}


def turn(answer: str) -> list[Reply]:
    return [text(PLAN), text(answer), text(JUDGE)]


def chat(args: list[str], lines: list[str], env: dict[str, str], ws: Path) -> object:
    return openkoi(["chat", *args], env, ws, stdin=None, input="".join(f"{x}\n" for x in lines))


def test_no_runs_nothing_yes_runs_and_off_stops_asking(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer(text(PLAN), *turn("Paris."), *turn("Two million.")) as srv:
        env = setup_home(tmp_path, srv.url)
        done = chat(["-m", "fake/scripted", "-i", "1", "--approve-plan"],
                    ["What is the capital of France?", "n",
                     "What is the capital of France?", "y",
                     "/approve-plan off", "How many live there?"], env, ws)
        posts = [r for r in srv.requests if r.method == "POST"]
    assert done.returncode == 0, done.stderr
    assert done.stderr.count("Run this plan? [y]es / [e]dit / [N]o") == 2  # not thrice
    assert "(no answer: plan rejected)" in done.stdout
    assert "Paris." in done.stdout and "Two million." in done.stdout
    assert "approve plan: off" in done.stdout
    assert len(posts) == 7  # the rejected turn cost one call (its plan), nothing more ran


def test_edit_runs_the_edited_plan_and_on_turns_it_on(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    editor = tmp_path / "editor.sh"
    editor.write_text("#!/bin/sh\nsed -i 's/^- answer it$/- answer it in one word/' \"$1\"\n")
    editor.chmod(editor.stat().st_mode | stat.S_IEXEC)
    with FakeServer(*turn("Paris.")) as srv:
        env = setup_home(tmp_path, srv.url) | {"EDITOR": str(editor)}
        done = chat(["-m", "fake/scripted", "-i", "1"],
                    ["/approve-plan", "What is the capital of France?", "e"], env, ws)
        sent = [json.dumps(r.body) for r in srv.requests if r.method == "POST"]
    assert done.returncode == 0, done.stderr
    assert "approve plan: on" in done.stdout
    assert "  1. answer it in one word" in done.stderr
    assert "answer it in one word" in sent[1]  # the edited plan is what ran
    assert "Paris." in done.stdout


def test_bad_argument_is_one_line(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer() as srv:
        env = setup_home(tmp_path, srv.url)
        done = chat(["-m", "fake/scripted"], ["/approve-plan maybe"], env, ws)
    assert done.returncode == 0
    assert "error: 'maybe' is neither on nor off" in done.stdout
