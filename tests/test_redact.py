"""The one redaction pass, and the choke points it is applied at."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from openkoi import logs, redact
from openkoi.errors import ProviderError
from openkoi.events import TOOL_RESULT, EventBus
from openkoi.records import ToolCall
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import default_registry

SHAPED = [
    "sk-proj-abcdefghijklmnop0123456789",
    "sk-ant-api03-abcdefghijklmnopqrstuv",
    "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
    "github_pat_11ABCDEFG0123456789_abcdefghijk",
    "AKIAABCDEFGHIJKLMNOP",
    "xoxb-123456789012-abcdefghijkl",
    "AIzaSyA-abcdefghijklmnopqrstuvwxyz012345",
    "glpat-abcdefghijklmnopqrst",
    "hf_abcdefghijklmnopqrstuvwxyzABCDEF",
]


@pytest.mark.parametrize("key", SHAPED)
def test_key_shaped_strings_are_masked(key: str) -> None:
    out = redact.redact(f"the key is {key}.\n")
    assert key not in out and "[REDACTED]" in out and out.startswith("the key is ")


def test_other_shapes_and_ordinary_text() -> None:
    text = ("Authorization: Bearer abcdefghijklmnop0123456789\n"
            "postgres://admin:hunter2pass@db.example/x\n"
            "-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----\n")
    out = redact.redact(text)
    assert "abcdefghijklmnop0123456789" not in out and "hunter2pass" not in out
    assert "MIIEow" not in out and "postgres://[REDACTED]@db.example/x" in out
    plain = "def task_key(sk): return sk  # skip-list, risk-free, AKIA? no"
    assert redact.redact(plain) == plain


def test_known_values_from_the_environment_and_loaded_keys(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MY_SERVICE_PAT", "plainvalue-without-shape")
    monkeypatch.setenv("SENTRY_DSN", "https://abc@o1.ingest.example/1")
    monkeypatch.setenv("BUILD_DIR", "/some/ordinary/dir")
    redact.refresh_environment()
    redact.remember("loaded-from-a-key-file-123")
    out = redact.redact("a plainvalue-without-shape b https://abc@o1.ingest.example/1 c "
                        "loaded-from-a-key-file-123 d /some/ordinary/dir")
    assert out == "a [REDACTED] b [REDACTED] c [REDACTED] d /some/ordinary/dir"
    assert redact.redact_obj({"k": ["x loaded-from-a-key-file-123"], "n": 3}) == {
        "k": ["x [REDACTED]"], "n": 3}


KEY = "sk-proj-CHOKEPOINT0123456789abcd"


def test_the_event_bus_masks_before_any_subscriber() -> None:
    bus = EventBus()
    seen: list[dict] = []
    bus.subscribe(lambda e: seen.append(e.data))
    bus.emit("t1", TOOL_RESULT, {"output": f"printed {KEY}"})
    assert KEY not in str(seen) and "[REDACTED]" in seen[0]["output"]


def test_tool_output_going_back_to_the_model_is_masked(tmp_path: Path) -> None:
    ctx = ToolContext(workspace=tmp_path, tool_output_dir=tmp_path / "out")
    (tmp_path / "leak.txt").write_text(f"token={KEY}\n")
    result, _ = asyncio.run(default_registry().execute(
        ToolCall(id="c1", name="read_file", arguments={"path": "leak.txt"}), ctx))
    assert result.ok and KEY not in result.output and "[REDACTED]" in result.output


def test_errors_and_logs_are_masked(capsys: pytest.CaptureFixture[str]) -> None:
    exc = ProviderError(f"401: invalid key {KEY}", hint=f"check {KEY}")
    assert KEY not in str(exc) and KEY not in (exc.hint or "")
    logs.setup("warn")
    logs.get("test").warning("request failed with %s", KEY)
    handler = logging.getLogger("openkoi").handlers[0]
    record = logging.LogRecord("openkoi.test", logging.WARNING, __file__, 1,
                               "request failed with %s", (KEY,), None)
    assert KEY not in handler.format(record)
