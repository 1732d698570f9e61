"""End to end: `openkoi "task"` (the real CLI, a scripted model on a fake OpenAI server) with
two integrations enabled, Slack and Telegram, each on its official client pointed at a fake of
its API on 127.0.0.1: each gets the budget warning and then the structured result, the
second post in the thread the first opened; every try is in the delivery log."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from urllib.parse import parse_qs

from cli_support import openkoi, setup_home, text, write
from fake_servers import FakeServer, Reply, free_port

PLAN = {"summary": "Write add() and its test", "steps": ["write calc.py", "write the test"],
        "files": ["calc.py", "test_calc.py"], "tools": ["write_file"],
        "estimated_iterations": 1}
GOOD = "def add(a, b):\n    return a + b\n"
TESTS = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"
JUDGE = {"scores": {"correctness": 9, "safety": 10, "style": 9}, "findings": []}
ME = Reply(200, {"ok": True, "result": {"id": 42, "is_bot": True, "first_name": "koi"}})


def sent(message_id: int) -> Reply:
    return Reply(200, {"ok": True, "result": {"message_id": message_id, "date": 1,
                                              "chat": {"id": -100, "type": "group"}}})


def model() -> FakeServer:
    return FakeServer(text(PLAN), write("c1", "calc.py", GOOD),
                      write("c2", "test_calc.py", TESTS), text("Wrote calc.py."), text(JUDGE))


def configure(env: dict[str, str], slack_url: str, telegram_url: str) -> None:
    home = Path(env["OPENKOI_HOME"])
    with (home / "config.toml").open("a") as fh:
        fh.write(f"""
[budget]
max_time_s = 3600
max_tokens = 1000000000000
max_cost_usd = 1000000

[integrations]
budget_warning_fraction = 0.000001

[integrations.slack]
channel = "#builds"
base_url = "{slack_url}/api/"

[integrations.telegram]
chat_id = -100
base_url = "{telegram_url}"
""")
    env["SLACK_BOT_TOKEN"] = "xoxb-e2e"
    env["TELEGRAM_BOT_TOKEN"] = "123:E2E"


def test_a_task_posts_to_two_integrations_one_thread_each(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    slack_ok = [Reply(200, {"ok": True, "ts": "111.1"}), Reply(200, {"ok": True, "ts": "111.2"})]
    with model() as srv, FakeServer(*slack_ok) as slack, \
            FakeServer(ME, sent(7), ME, sent(8)) as telegram:
        env = setup_home(tmp_path, srv.url)
        configure(env, slack.url, telegram.url)
        done = openkoi(["-m", "fake/scripted", "Write add(a, b) in calc.py with a test"],
                       env, ws)
    assert done.returncode == 0, done.stderr
    warning, final = (r.body for r in slack.requests)
    assert warning["attachments"][0]["title"].startswith("Budget warning: Write add(a, b)")
    assert "thread_ts" not in warning
    assert final["thread_ts"] == "111.1"  # one thread per task
    attachment = final["attachments"][0]
    assert attachment["color"] == "#2eb67d"
    assert attachment["title"] == "Done: Write add(a, b) in calc.py with a test"
    fields = {f["title"]: f["value"] for f in attachment["fields"]}
    assert fields["Status"] == "done" and float(fields["Score"]) >= 0.8
    assert fields["Iterations"] == "1" and fields["Files changed"] == "calc.py, test_calc.py"
    task_id = fields["Task"]
    assert fields["Transcript"].endswith(f"{task_id}.md")
    assert Path(fields["Transcript"]).is_file()

    messages = [parse_qs(r.body) for r in telegram.requests if r.path.endswith("sendMessage")]
    assert len(messages) == 2
    assert "Budget warning" in messages[0]["text"][0] and "reply_parameters" not in messages[0]
    assert messages[1]["text"][0].startswith("✅ Done: Write add(a, b)")
    assert json.loads(messages[1]["reply_parameters"][0])["message_id"] == 7

    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    rows = db.execute("SELECT url, event, ok FROM webhook_deliveries WHERE task_id = ?"
                      " ORDER BY id", (task_id,)).fetchall()
    assert sorted(rows) == sorted([("slack:#builds", "budget.warning", 1),
                                   ("slack:#builds", "task.complete", 1),
                                   ("telegram:chat -100", "budget.warning", 1),
                                   ("telegram:chat -100", "task.complete", 1)])


def test_a_dead_service_never_fails_the_task(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    dead = f"http://127.0.0.1:{free_port()}"
    with model() as srv:
        env = setup_home(tmp_path, srv.url)
        configure(env, dead, dead)
        done = openkoi(["-m", "fake/scripted", "Write add(a, b) in calc.py with a test"],
                       env, ws)
    assert done.returncode == 0, done.stderr
    assert (ws / "calc.py").read_text() == GOOD
    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    rows = db.execute("SELECT url, ok, error FROM webhook_deliveries").fetchall()
    assert rows and not any(ok for _url, ok, _e in rows)
    assert {url.split(":")[0] for url, _ok, _e in rows} == {"slack", "telegram"}
    listed = openkoi(["integrations"], env, ws).stdout
    assert "slack     enabled -> #builds" in listed
    assert "recent: 0 delivered" in listed and "failed; last error:" in listed


def test_a_finished_task_opens_a_pull_request_with_its_changes(tmp_path: Path) -> None:
    """`openkoi "task"` in a git checkout with GitHub's pull_request on: the files the task
    wrote go to a branch on the (bare, local) remote, the pull request is opened through a
    fake GitHub API, the issue the task names gets the result and the link; the checkout is
    left as it was."""
    import subprocess

    def git(where: Path, *args: str) -> str:
        return subprocess.run(["git", "-C", str(where), *args], check=True, text=True,
                              capture_output=True).stdout

    ws, remote = tmp_path / "ws", tmp_path / "remote.git"
    subprocess.run(["git", "init", "-q", "--bare", str(remote)], check=True)
    subprocess.run(["git", "init", "-q", "-b", "main", str(ws)], check=True)
    (ws / "README.md").write_text("calc\n")
    git(ws, "add", "-A")
    git(ws, "-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "-qm", "start")
    pull = Reply(201, {"number": 3, "html_url": "https://github.com/me/calc/pull/3"})
    with model() as srv, FakeServer(pull, Reply(201, {"id": 1})) as github:
        env = setup_home(tmp_path, srv.url)
        with (Path(env["OPENKOI_HOME"]) / "config.toml").open("a") as fh:
            fh.write(f'\n[integrations.github]\nrepo = "me/calc"\nbase_url = "{github.url}"\n'
                     f'pull_request = true\nremote = "{remote}"\n'
                     'events = ["task.complete"]\n')
        env["GITHUB_TOKEN"] = "ghp_e2e"
        done = openkoi(["-m", "fake/scripted", "Write add(a, b) in calc.py with a test (#2)"],
                       env, ws)
    assert done.returncode == 0, done.stderr
    opened, comment = github.requests
    assert opened.path == "/repos/me/calc/pulls" and opened.body["base"] == "main"
    branch = opened.body["head"]
    assert branch.startswith("openkoi/") and "Closes #2" in opened.body["body"]
    assert comment.path == "/repos/me/calc/issues/2/comments"
    assert "https://github.com/me/calc/pull/3" in comment.body["body"]
    assert git(remote, "cat-file", "-p", f"{branch}:calc.py") == GOOD
    assert git(remote, "cat-file", "-p", f"{branch}:test_calc.py") == TESTS
    assert git(ws, "rev-parse", "--abbrev-ref", "HEAD").strip() == "main"
    assert git(ws, "log", "--oneline").count("\n") == 1  # no commit on the user's branch
