"""The tool registry: the one place a tool call is checked, run and turned into a result.

``execute`` validates the arguments against the tool's JSON schema, asks the policy and the
optional ``guard`` (the Guardian, when a task runs through the Parliament), runs
the tool, truncates its output and measures it. Every failure becomes an ``ok=False``
result starting with ``error:`` so the model hears about it and the loop goes on.
Built-in tools register through ``register``, the same door plugins use.
"""

from __future__ import annotations

import copy
import difflib
import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from openkoi import logs
from openkoi.errors import (
    BudgetExceeded,
    DiskFull,
    Interrupted,
    OpenKoiError,
    PolicyViolation,
    ToolError,
)
from openkoi.models.base import ToolSpec
from openkoi.records import ToolCall, ToolResult
from openkoi.redact import redact
from openkoi.tools import footprint, policy
from openkoi.tools.base import Tool, ToolContext
from openkoi.tools.ext.hooks import Hooks
from openkoi.tools.footprint import Footprint
from openkoi.tools.truncation import clean_old, truncate

log = logs.get("tools")

# Asked before every tool runs (after the policy): a reason to refuse the call, or None.
Guard = Callable[[Tool, dict[str, Any], ToolContext], str | None]

_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_JSON_TYPES: dict[str, Callable[[Any], bool]] = {
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
    "null": lambda v: v is None,
}


def _coerce(value: Any, types: list[str]) -> Any:
    """Small models send "10" for 10 and "true" for true; accept those, nothing looser."""
    if not isinstance(value, str):
        if types == ["string"] and isinstance(value, int | float) and not isinstance(value, bool):
            return str(value)
        if "number" in types and isinstance(value, int) and not isinstance(value, bool):
            return value
        if "integer" in types and isinstance(value, float) and value.is_integer():
            return int(value)
        return value
    text = value.strip()
    if "integer" in types and re.fullmatch(r"[+-]?\d+", text):
        return int(text)
    if "number" in types:
        try:
            return float(text)
        except ValueError:
            pass
    if "boolean" in types and text.lower() in ("true", "false"):
        return text.lower() == "true"
    return value


def _check(value: Any, schema: dict[str, Any], where: str, errors: list[str]) -> Any:
    """Validate one value against a (small subset of) JSON schema; return it coerced."""
    declared = schema.get("type")
    types = [declared] if isinstance(declared, str) else list(declared or [])
    if types:
        value = _coerce(value, types)
    if types and not any(_JSON_TYPES.get(t, lambda v: True)(value) for t in types):
        errors.append(f"{where} must be {' or '.join(types)}, got {type(value).__name__}")
        return value
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{where} must be one of {schema['enum']}")
    if _JSON_TYPES["number"](value):
        if "minimum" in schema and value < schema["minimum"]:
            errors.append(f"{where} must be >= {schema['minimum']}")
        if "maximum" in schema and value > schema["maximum"]:
            errors.append(f"{where} must be <= {schema['maximum']}")
    if isinstance(value, dict) and ("properties" in schema or "required" in schema):
        value = validate_arguments(value, schema, errors, prefix=f"{where}.")
    if isinstance(value, list) and isinstance(schema.get("items"), dict):
        value = [_check(v, schema["items"], f"{where}[{i}]", errors) for i, v in enumerate(value)]
    return value


def validate_arguments(
    args: dict[str, Any], schema: dict[str, Any], errors: list[str], *, prefix: str = ""
) -> dict[str, Any]:
    """Check required keys and basic types; append problems to ``errors``.

    Returns the arguments with optional nulls dropped and numeric strings coerced.
    Unknown keys are errors only when the schema says ``additionalProperties: false``.
    """
    properties: dict[str, Any] = schema.get("properties", {})
    required = schema.get("required", [])
    out: dict[str, Any] = {}
    for key, value in args.items():
        sub = properties.get(key)
        if sub is None:
            if schema.get("additionalProperties") is False:
                errors.append(f"unknown argument {prefix}{key!r}"
                              f" (expected {', '.join(properties) or 'none'})")
            else:
                out[key] = value
            continue
        if value is None and key not in required and "null" not in str(sub.get("type")):
            continue  # an explicit null for an optional argument means "not given"
        out[key] = _check(value, sub, f"{prefix}{key}", errors)
    for key in required:
        if key not in out and not any(e.startswith(f"{prefix}{key} ") for e in errors):
            errors.append(f"missing required argument {prefix}{key!r}")
    return out


def signature(tool: Tool) -> str:
    """``name(arg: type, optional?: type)``, for error hints."""
    props: dict[str, Any] = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", []))
    args = [f"{k}{'' if k in required else '?'}: {v.get('type', 'any')}"
            for k, v in props.items()]
    return f"{tool.name}({', '.join(args)})"


def _error_text(exc: OpenKoiError) -> str:
    return f"error: {exc.message}" + (f" (hint: {exc.hint})" if exc.hint else "")


class ToolRegistry:
    def __init__(self, guard: Guard | None = None, hooks: Hooks | None = None) -> None:
        self.guard = guard
        # the plugins' before_tool (may veto) and after_tool hooks (tools/ext/hooks.py)
        self.hooks = hooks if hooks is not None else Hooks()
        self._tools: dict[str, Tool] = {}
        self._cleaned: set[Path] = set()

    def register(self, tool: Tool) -> None:
        """Add a tool. Names are unique; a clash is refused, never silently replaced."""
        if not _NAME.match(tool.name or ""):
            raise ToolError(f"invalid tool name {tool.name!r}",
                            hint="use 1-64 letters, digits, '_' or '-'")
        if tool.parameters.get("type") != "object":
            raise ToolError(f"tool {tool.name!r} parameters must be a JSON object schema",
                            hint='set parameters = {"type": "object", "properties": {...}}')
        if tool.name in self._tools:
            raise ToolError(f"a tool named {tool.name!r} is already registered",
                            hint="give the new tool a different name")
        self._tools[tool.name] = tool

    def unregister(self, name: str) -> None:
        """Remove a tool (an MCP server's, when it stops or its list changes); no-op if absent."""
        self._tools.pop(name, None)

    def subset(self, names: list[str]) -> ToolRegistry:
        """A registry of the same kind and guard holding only ``names`` (a child agent's)."""
        child = copy.copy(self)
        child._tools = {n: t for n, t in self._tools.items() if n in names}
        child._cleaned = set()
        return child

    def with_hooks(self, emit: Any) -> ToolRegistry:
        """A registry of the same kind, guard and tools whose hooks report to ``emit`` (one
        task's event bus); this one unchanged."""
        child = copy.copy(self)
        child.hooks = Hooks(list(self.hooks.impls), emit)
        return child

    def plus(self, tool: Tool) -> ToolRegistry:
        """A registry of the same kind and guard with ``tool`` added (this one unchanged)."""
        child = self.subset(self.names())
        child.register(tool)
        return child

    def get(self, name: str) -> Tool:
        tool = self._tools.get(name)
        if tool is None:
            raise ToolError(f"unknown tool {name!r}", hint=self._unknown_hint(name))
        return tool

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def names(self) -> list[str]:
        return list(self._tools)

    def specs(self) -> list[ToolSpec]:
        return [tool.spec() for tool in self._tools.values()]

    def _unknown_hint(self, name: str) -> str:
        close = difflib.get_close_matches(name, self._tools, n=1, cutoff=0.5)
        guess = f"did you mean {close[0]!r}? " if close else ""
        return f"{guess}available tools: {', '.join(self._tools) or 'none'}"

    def footprint(self, call: ToolCall, ctx: ToolContext) -> Footprint:
        """What ``call`` would read and write (``tools.footprint``), to tell which calls of a
        turn may run at once. A call that cannot run (unknown tool, arguments that are not
        an object) touches nothing: ``execute`` turns it into an error result."""
        tool = self._tools.get(call.name)
        if tool is None or not isinstance(call.arguments, dict):
            return footprint.NOTHING
        try:
            return footprint.of(tool, call.arguments, ctx)
        except Exception:  # a tool's own footprint() that breaks: run it alone
            return footprint.BARRIER

    async def execute(self, call: ToolCall, ctx: ToolContext) -> tuple[ToolResult, list[str]]:
        """Run ``call``; return its result and the workspace-relative files it changed.

        Never raises for tool failures: they come back as ``ok=False`` results. Budget
        exhaustion, interruption and a full disk still propagate: they end the task, not
        the call.
        """
        started = time.monotonic()
        changed: list[str] = []
        saved: str | None = None
        try:
            tool = self.get(call.name)
            args = call.arguments
            if not isinstance(args, dict):
                raise ToolError(f"arguments for {call.name} must be a JSON object",
                                hint=f"call {call.name} with named arguments")
            errors: list[str] = []
            args = validate_arguments(args, tool.parameters, errors)
            if errors:
                raise ToolError(f"invalid arguments for {call.name}: {'; '.join(errors)}",
                                hint=f"call it as {signature(tool)}")
            policy.check(tool, args, ctx)
            _check_read_only(tool, args, ctx)
            refusal = self.guard(tool, args, ctx) if self.guard is not None else None
            if refusal:
                raise PolicyViolation(f"refused by the Guardian: {refusal}",
                                      hint="do this another way, or ask the user to run it")
            veto = self.hooks.veto({"name": tool.name, "arguments": args,
                                    "effect": tool.effect, "domain": tool.domain})
            if veto:
                raise PolicyViolation(f"vetoed by plugin {veto}",
                                      hint="do this another way; the plugin will refuse it again")
            out = await tool.run(args, ctx)
            output, ok, saved = out.output, out.ok, out.truncated_path
            changed = list(out.changed_files)
            if ctx.read_only is not None and tool.effect != "none":
                undone = ctx.read_only.undo(ctx.workspace)  # e.g. a shell `sed -i` on a spec
                if undone:
                    output += "\nnote: " + ctx.read_only.note(undone)
                    changed = [f for f in changed if f not in undone]
        except (BudgetExceeded, Interrupted, DiskFull):
            raise
        except OpenKoiError as exc:
            output, ok = _error_text(exc), False
        except Exception as exc:  # a broken tool must not break the loop
            output, ok = f"error: {call.name} failed: {type(exc).__name__}: {exc}", False
        # what the model reads next, and what is saved: never a key (e.g. `env` output)
        output = redact(output)
        text, path = truncate(output, save_dir=ctx.tool_output_dir, name=call.name or "tool")
        if path is not None:
            saved = str(path)
            if ctx.tool_output_dir not in self._cleaned:
                self._cleaned.add(ctx.tool_output_dir)
                clean_old(ctx.tool_output_dir)
        result = ToolResult(call_id=call.id, name=call.name, output=text, ok=ok,
                            truncated_path=saved, duration_s=time.monotonic() - started)
        if call.name in self._tools:
            for line in self.hooks.notices("after_tool", {
                    "name": call.name, "arguments": call.arguments, "ok": ok,
                    "output": text[:4000]}):
                log.info("after_tool %s", line)
        log.debug("%s %s -> ok=%s in %.2f s", call.name, call.arguments if ok else "", ok,
                  result.duration_s)
        return result, changed


def _check_read_only(tool: Tool, args: dict[str, Any], ctx: ToolContext) -> None:
    """Refuse a write to one of the task's read-only (spec) files, saying why."""
    if ctx.read_only is None:
        return
    for name, mode in policy.path_params(tool).items():
        value = args.get(name)
        if mode != policy.WRITE or not isinstance(value, str):
            continue
        target = Path(value) if Path(value).is_absolute() else ctx.workspace / value
        try:
            rel = Path(os.path.normpath(target)).relative_to(ctx.workspace).as_posix()
        except ValueError:
            continue
        why = ctx.read_only.refusal(rel)
        if why:
            raise PolicyViolation(f"{rel} is read-only for this task: {why}",
                                  hint="leave it as it is and change the code it checks")


def builtin_tools() -> list[Tool]:
    from openkoi.tools.files import EditFile, ListFiles, ReadFile, WriteFile
    from openkoi.tools.search import Search
    from openkoi.tools.shell import RunShell
    from openkoi.tools.think import Think

    return [ReadFile(), ListFiles(), Search(), WriteFile(), EditFile(), RunShell(), Think()]


def default_registry(guard: Guard | None = None) -> ToolRegistry:
    """A registry with every tool the plugins register (openkoi's own through the same hook,
    ``openkoi.tools.plugin``; see ``openkoi plugins``)."""
    from openkoi import plugins

    registry = ToolRegistry(guard, Hooks(plugins.hooks()))
    for tool in plugins.tools():
        registry.register(tool)
    return registry
