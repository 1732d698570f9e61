"""Every command argument that can be chosen from a list is offered as a picker when it is
left out on a terminal (driven here through a real pseudo-terminal), and is a one-line usage
error naming the listing command when there is no terminal."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from cli_support import openkoi, run_on_terminal
from fake_servers import FakeServer, Reply

from openkoi.cli import exits
from openkoi.config import Paths
from openkoi.memory.embeddings import HashedEmbedder
from openkoi.memory.learnings import Candidate, LearningMemory
from openkoi.memory.store import Store
from openkoi.mind.trust import TrustStore
from openkoi.records import TaskOutcome

MODELS = Reply(200, {"object": "list", "data": [{"id": "scripted"}]})


def make_env(tmp_path: Path, url: str = "http://127.0.0.1:9") -> dict[str, str]:
    import os

    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    (home / "config.toml").write_text(
        f'model = "fake/scripted"\n[providers.fake]\nbase_url = "{url}/v1"\n'
        'api_key_env = "FAKE_API_KEY"\nmodels = ["scripted"]\n')
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("OPENKOI_") and not k.endswith(("_API_KEY", "_TOKEN"))}
    env.update(OPENKOI_HOME=str(home), OPENKOI_NO_PROBE="1", HOME=str(tmp_path),
               FAKE_API_KEY="sk-fake")
    return env


def seed_store(env: dict[str, str]) -> dict[str, str]:
    """Two tasks in a task session, a chat with one turn, a learning; their ids."""
    paths = Paths.from_env(env)
    with Store.open(paths) as store:
        work = store.create_session("task", title="fizzbuzz")
        first = store.create_task(work, "write fizzbuzz.py", model="fake/scripted")
        store.finish_task(first, TaskOutcome(status="done", answer="FIZZ-ANSWER", score=0.9))
        second = store.create_task(work, "add a README", model="fake/scripted")
        store.finish_task(second, TaskOutcome(status="done", answer="README-ANSWER",
                                              score=0.8))
        chat = store.create_session("chat", title="talk about tests")
        turn = store.create_task(chat, "how do I test this?", model="fake/scripted")
        store.finish_task(turn, TaskOutcome(status="done", answer="with pytest", score=0.9))
        learned = LearningMemory(store.db, HashedEmbedder()).add(
            [Candidate("worked", "pytest -x stops at the first failure", 0.8)],
            task="run tests")
    return {"work": work, "first": first, "second": second, "chat": chat,
            "learning": learned[0].learning.id}


def menu_number(shown: str, text: str) -> str:
    """The number the picker in ``shown`` gives the line that contains ``text``."""
    for line in shown.splitlines():
        if text in line and ". " in line:
            return line.split(".")[0].strip()
    raise AssertionError(f"{text!r} not offered:\n{shown}")


def drive(args: list[str], env: dict[str, str], cwd: Path, *picks: str,
          then: list[tuple[str, str]] | None = None) -> tuple[int, str]:
    """Run ``args`` on a terminal, choosing at each picker the line that contains the next
    of ``picks`` by typing its number."""

    class Answer(str):
        pass

    script: list[tuple[str, str]] = []
    for text in picks:
        script.append(("number (", Answer(text)))
    script += then or []
    return run_on_terminal(args, env, cwd, script, resolve=lambda shown, answer: (
        menu_number(shown, answer) if isinstance(answer, Answer) else answer))


def test_task_show_and_replay_pick_a_recent_task(tmp_path: Path) -> None:
    env = make_env(tmp_path)
    ids = seed_store(env)
    code, shown = drive(["task", "show"], env, tmp_path, "add a README")
    assert code == 0, shown
    assert "Which task?" in shown and "write fizzbuzz.py" in shown
    assert f"task         {ids['second']}" in shown or ids["second"] in shown.split(
        "Which task?")[1].split("number (")[-1]
    assert "README-ANSWER" in shown and "FIZZ-ANSWER" not in shown
    code, shown = drive(["task", "replay"], env, tmp_path, "write fizzbuzz.py")
    assert code == 0, shown


@pytest.mark.parametrize("args, listing", [
    (["task", "show"], "openkoi task list"),
    (["task", "replay"], "openkoi task list"),
    (["session", "show"], "openkoi session list"),
    (["session", "resume"], "openkoi session list"),
    (["session", "delete"], "openkoi session list"),
    (["learnings", "show"], "openkoi learnings list"),
    (["learnings", "forget"], "openkoi learnings list"),
    (["learn", "approve"], "openkoi learn list"),
    (["trust", "grant"], "openkoi trust show"),
    (["trust", "revoke"], "openkoi trust show"),
    (["plugins", "info"], "openkoi plugins list"),
    (["connect"], "one of: "),
])
def test_without_a_terminal_a_missing_argument_is_a_usage_error(
        tmp_path: Path, args: list[str], listing: str) -> None:
    env = make_env(tmp_path)
    done = openkoi(args, env, tmp_path)
    assert done.returncode == exits.USAGE, done.stderr
    assert "required (no terminal to ask on)" in done.stderr and listing in done.stderr
    assert done.stderr.count("\n") <= 2 and "Traceback" not in done.stderr


def test_session_show_delete_and_learnings_pick(tmp_path: Path) -> None:
    env = make_env(tmp_path)
    ids = seed_store(env)
    code, shown = drive(["session", "show"], env, tmp_path, "fizzbuzz")
    assert code == 0, shown
    assert ids["first"] in shown.split("number (")[-1]  # the session's tasks are listed
    code, shown = drive(["learnings", "show"], env, tmp_path, "pytest -x")
    assert code == 0 and "first failure" in shown.split("number (")[-1], shown
    code, shown = drive(["session", "delete"], env, tmp_path, "fizzbuzz",
                        then=[("[y/N]", "y")])
    assert code == 0 and f"deleted session {ids['work']}" in shown, shown


def test_session_resume_picks_a_chat_and_continues_it(tmp_path: Path) -> None:
    with FakeServer(routes={"/v1/models": MODELS}) as server:
        env = make_env(tmp_path, server.url)
        ids = seed_store(env)
        code, shown = drive(["session", "resume"], env, tmp_path, "talk about tests",
                            then=[("you> ", "/quit")])
    assert code == 0, shown
    menu = shown.split("Which chat session?")[1].split("number (")[0]
    assert "talk about tests" in menu and "fizzbuzz" not in menu  # chats only
    assert f"resumed chat {ids['chat']} (1 earlier turn as context)" in shown
    # by id, no picker: the same as chat --resume
    code, shown = run_on_terminal(["session", "resume", ids["chat"][:6]], env, tmp_path,
                                  [("you> ", "/quit")])
    assert code == 0 and f"resumed chat {ids['chat']}" in shown, shown


def test_chat_resume_with_no_id_picks(tmp_path: Path) -> None:
    with FakeServer(routes={"/v1/models": MODELS}) as server:
        env = make_env(tmp_path, server.url)
        ids = seed_store(env)
        code, shown = drive(["chat", "--resume"], env, tmp_path, "talk about tests",
                            then=[("you> ", "/quit")])
    assert code == 0 and f"resumed chat {ids['chat']}" in shown, shown


def test_trust_grant_and_revoke_pick_domain_and_level(tmp_path: Path) -> None:
    env = make_env(tmp_path)
    code, shown = drive(["trust", "grant"], env, tmp_path, "shell ", "suggest ")
    assert code == 0, shown
    assert "Level for shell?" in shown and "shell: suggest" in shown
    store = TrustStore.at(Path(env["OPENKOI_HOME"]))
    assert store.granted() == {"shell": "suggest"}
    code, shown = drive(["trust", "revoke"], env, tmp_path, "shell ")
    assert code == 0 and "shell: back to act" in shown, shown
    assert store.granted() == {}


def test_learn_approve_picks_a_proposal_or_says_there_is_none(tmp_path: Path) -> None:
    env = make_env(tmp_path)
    code, shown = run_on_terminal(["learn", "approve"], env, tmp_path, [])
    assert code == exits.USAGE and "no proposed skills" in shown, shown


def test_plugins_info_picks(tmp_path: Path) -> None:
    env = make_env(tmp_path)
    code, shown = run_on_terminal(["plugins", "info"], env, tmp_path, [("number (", "1")])
    assert code == 0 and "Which plugin?" in shown and "source:" in shown, shown


def test_a_wrong_answer_is_asked_again_and_empty_cancels(tmp_path: Path) -> None:
    env = make_env(tmp_path)
    seed_store(env)
    code, shown = run_on_terminal(["task", "show"], env, tmp_path,
                                  [("number (", "99"), ("number (", "")])
    assert "'99' is not one of the numbers shown" in shown, shown
    assert code == exits.USAGE and "cancelled: nothing chosen" in shown, shown


def test_model_install_offers_the_embedded_models(tmp_path: Path) -> None:
    env = make_env(tmp_path)
    # nothing is downloaded: the picker is cancelled
    code, shown = run_on_terminal(["model", "install"], env, tmp_path, [("number (", "x"),
                                                                        ("number (", "x"),
                                                                        ("number (", "x")])
    assert code == exits.USAGE and "no valid choice after three tries" in shown, shown
    assert "Install which embedded model?" in shown and "empty keeps strong" in shown
    for name in ("strong", "fast", "tiny"):
        assert f". {name}" in shown


def test_disconnect_picks_a_saved_key(tmp_path: Path) -> None:
    from openkoi.models.credentials import save_key

    env = make_env(tmp_path)
    paths = Paths.from_env(env)
    save_key(paths, "openai", "sk-openai-123456789")
    save_key(paths, "groq", "gsk-groq-123456789")
    off = openkoi(["disconnect"], env, tmp_path)
    assert off.returncode == exits.USAGE and "one of: groq, openai" in off.stderr, off.stderr
    code, shown = drive(["disconnect"], env, tmp_path, "openai")
    assert code == 0 and "Remove which saved key?" in shown, shown
    assert not (paths.credentials / "openai.key").exists()
    assert (paths.credentials / "groq.key").exists()


def test_a_short_number_out_of_range_is_never_an_id_prefix(monkeypatch: pytest.MonkeyPatch) -> None:
    from openkoi.cli import pick as picker
    choices = [("99438da2865e", "a"), ("317d89030c03", "b"), ("2cb3962e5e9a", "c")]
    shown = io.StringIO()
    monkeypatch.setattr(picker, "interactive", lambda: True)
    monkeypatch.setattr(sys, "stdin", io.StringIO("99\n9943\n"))
    # '99' is a wrong number (CI picked task 99438d... with it); 4 digits name the id
    assert picker.pick(shown, "Which?", choices, missing="id") == "99438da2865e"
    assert "'99' is not one of the numbers shown" in shown.getvalue()
    monkeypatch.setattr(sys, "stdin", io.StringIO("317d\n"))
    assert picker.pick(io.StringIO(), "Which?", choices, missing="id") == "317d89030c03"
