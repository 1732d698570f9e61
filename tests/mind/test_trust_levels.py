"""Trust levels: the same tool call runs, asks, is only proposed, or runs with an audit
record, depending on the domain's level; domains resolve by tool, command and path."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from openkoi.cli.main import main
from openkoi.errors import ConfigError, UsageError
from openkoi.mind import trust
from openkoi.mind.trust import TrustStore, domain_for, make_guard
from openkoi.records import ToolCall
from openkoi.tools.base import ToolContext
from openkoi.tools.files import ReadFile, WriteFile
from openkoi.tools.registry import default_registry
from openkoi.tools.shell import RunShell

TOUCH = ToolCall(id="c1", name="run_shell", arguments={"command": "touch marker"})


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    d = tmp_path / "ws"
    d.mkdir()
    return d.resolve()


@pytest.fixture
def store(tmp_path: Path) -> TrustStore:
    return TrustStore.at(tmp_path / "home")


def run_call(store: TrustStore, ws: Path, call: ToolCall = TOUCH, confirm=None):
    registry = default_registry(guard=make_guard(store, task_id="t1", confirm=confirm))
    ctx = ToolContext(workspace=ws, tool_output_dir=ws.parent / "out")
    result, _ = asyncio.run(registry.execute(call, ctx))
    return result


def test_act_is_the_default_and_runs_without_a_record(store: TrustStore, ws: Path) -> None:
    assert store.levels() == trust.DEFAULTS
    result = run_call(store, ws)
    assert result.ok and (ws / "marker").exists()
    assert store.audit() == []


def test_autonomous_runs_and_writes_the_audit_log(store: TrustStore, ws: Path) -> None:
    store.grant("shell", "autonomous")
    result = run_call(store, ws)
    assert result.ok and (ws / "marker").exists()
    [entry] = store.audit()
    assert entry["action"] == "ran autonomously" and entry["domain"] == "shell"
    assert entry["call"] == "run_shell: touch marker" and entry["task_id"] == "t1"


def test_suggest_does_not_run_and_records_the_proposal(store: TrustStore, ws: Path) -> None:
    store.grant("shell", "suggest")
    result = run_call(store, ws)
    assert not result.ok and not (ws / "marker").exists()
    assert "'suggest'" in result.output and "touch marker" in result.output
    assert store.audit("shell")[0]["action"] == "suggested (not run)"


def test_ask_runs_only_when_confirmed(store: TrustStore, ws: Path) -> None:
    store.grant("shell", "ask")
    questions: list[str] = []
    declined = run_call(store, ws, confirm=lambda q: questions.append(q) or False)
    assert not declined.ok and "declined" in declined.output
    assert not (ws / "marker").exists()
    assert "touch marker" in questions[0]
    confirmed = run_call(store, ws, confirm=lambda q: True)
    assert confirmed.ok and (ws / "marker").exists()
    assert [e["action"] for e in store.audit()] == ["declined", "confirmed"]


def test_ask_without_a_terminal_refuses_with_a_clear_result(store: TrustStore,
                                                            ws: Path) -> None:
    store.grant("shell", "ask")
    result = run_call(store, ws, confirm=lambda q: None)
    assert not result.ok and not (ws / "marker").exists()
    assert "no one is at a terminal" in result.output
    assert "openkoi trust grant shell act" in result.output


def test_reads_are_never_gated(store: TrustStore, ws: Path) -> None:
    store.grant("files", "suggest")
    (ws / "a.txt").write_text("hi\n")
    read = run_call(store, ws, ToolCall(id="r", name="read_file", arguments={"path": "a.txt"}))
    assert read.ok
    write = run_call(store, ws, ToolCall(id="w", name="write_file",
                                         arguments={"path": "b.txt", "content": "x"}))
    assert not write.ok and not (ws / "b.txt").exists()


def test_domains_resolve_by_command_and_path(ws: Path) -> None:
    levels = trust.DEFAULTS | {"git": "ask", "network": "suggest", "files:src/auth": "ask",
                               "files:src": "autonomous"}
    shell, write = RunShell(), WriteFile()
    assert domain_for(levels, shell, {"command": "ls"}, ws) == ("shell", "act")
    assert domain_for(levels, shell, {"command": "git status"}, ws) == ("git", "ask")
    assert domain_for(levels, shell, {"command": "git push origin main"}, ws) == (
        "git", "ask")  # git (ask) is more careful than network (suggest)
    assert domain_for(levels, shell, {"command": "pip install rich"}, ws) == (
        "network", "suggest")
    assert domain_for(levels, write, {"path": "src/auth/login.py"}, ws) == (
        "files:src/auth", "ask")
    assert domain_for(levels, write, {"path": str(ws / "src/x.py")}, ws) == (
        "files:src", "autonomous")
    assert domain_for(levels, write, {"path": "srcfoo.py"}, ws) == ("files", "act")
    assert domain_for(levels, ReadFile(), {"path": "src/auth/a.py"}, ws) is None


def test_grant_revoke_and_bad_input(store: TrustStore) -> None:
    store.grant("files:src/auth/", "ask")
    assert store.granted() == {"files:src/auth": "ask"}
    assert json.loads(store.path.read_text())["levels"] == {"files:src/auth": "ask"}
    assert store.revoke("files:src/auth") and not store.revoke("files:src/auth")
    for bad in ("shell:x", "files:/etc", "files:../up", "Bad Domain"):
        with pytest.raises(UsageError):
            store.grant(bad, "act")
    with pytest.raises(UsageError):
        store.grant("shell", "always")
    store.path.write_text("{not json")
    with pytest.raises(ConfigError):
        store.levels()


def test_trust_commands(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("OPENKOI_HOME", str(tmp_path / "home"))
    assert main(["trust", "audit"]) == 0
    assert "no audited actions yet" in capsys.readouterr().out
    assert main(["trust", "grant", "shell", "autonomous"]) == 0
    assert main(["trust", "show"]) == 0
    out = capsys.readouterr().out
    assert "shell" in out and "autonomous (default act)" in out and "files" in out
    assert main(["trust", "show", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["granted"] == {"shell": "autonomous"}
    TrustStore.at(tmp_path / "home").record({"domain": "shell", "level": "autonomous",
                                             "action": "ran autonomously", "call": "x: y"})
    assert main(["trust", "audit", "shell"]) == 0
    assert "ran autonomously" in capsys.readouterr().out
    assert main(["trust", "revoke", "shell"]) == 0
    assert "back to act" in capsys.readouterr().out
    assert main(["trust", "grant", "shell", "sometimes"]) == 2
    assert main(["trust"]) == 0


def test_an_unknown_domain_is_refused_with_a_suggestion() -> None:
    import pytest

    from openkoi.errors import UsageError
    from openkoi.mind.trust import check_domain

    with pytest.raises(UsageError) as err:
        check_domain("shel")
    assert "did you mean 'shell'" in (err.value.hint or "")
    assert check_domain("files:src/auth") == "files:src/auth"
