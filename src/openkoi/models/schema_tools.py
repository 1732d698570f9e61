"""Tools for a model without native tool calls: one schema-constrained "step" per turn.

The embedded model is asked for a single JSON object, constrained by ``step_schema``:

    {"thought": "...", "tool": "<name>", "arguments": {...}}         run a tool
    {"thought": "...", "tool": "final_answer", "answer": "..."}      done

``parse_step`` turns the model's text back into a tool call or an answer; when the text is not
a valid step (cut off, or the grammar was not applied) it falls back to fenced ```json blocks
and bare objects in the styles small models like to produce ({"name", "arguments"},
{"function": {...}}) and raises ModelOutputError when nothing usable is found.
``chat_messages`` renders a conversation (tool calls and results included) as plain
system/user/assistant turns any chat template understands.
"""

from __future__ import annotations

import contextlib
import json
import uuid
from dataclasses import dataclass
from typing import Any

from openkoi.errors import ModelOutputError
from openkoi.models.base import Message, ToolSpec
from openkoi.prompts import render
from openkoi.records import ToolCall

FINAL = "final_answer"
THOUGHT_MAX_CHARS = 300
_ANY_OBJECT: dict[str, Any] = {"type": "object"}


@dataclass
class Step:
    """What one constrained turn decided: a tool call, or the final answer (``call`` None)."""

    thought: str
    call: ToolCall | None = None
    answer: str = ""


# --- schema -----------------------------------------------------------------------------------

def arguments_schema(spec: ToolSpec) -> dict[str, Any]:
    """The tool's parameters as a closed object schema (no undeclared keys)."""
    params = dict(spec.parameters or {})
    if params.get("type") not in (None, "object"):
        return dict(_ANY_OBJECT)
    params["type"] = "object"
    params.setdefault("properties", {})
    params.setdefault("additionalProperties", False)
    return params


def step_schema(
    tools: list[ToolSpec],
    *,
    answer_schema: dict[str, Any] | None = None,
    loose: bool = False,
) -> dict[str, Any]:
    """One schema for a step: an anyOf of one object per tool plus the final answer.

    ``loose`` accepts any JSON object as arguments (for tool schemas the grammar compiler
    rejects). ``answer_schema`` makes the final answer a JSON value of that schema instead
    of a string.
    """
    thought = {"type": "string", "maxLength": THOUGHT_MAX_CHARS}
    variants: list[dict[str, Any]] = []
    for spec in tools:
        args = dict(_ANY_OBJECT) if loose else arguments_schema(spec)
        variants.append(_closed({"thought": thought, "tool": {"const": spec.name},
                                 "arguments": args}))
    if FINAL not in {t.name for t in tools}:
        answer = answer_schema if answer_schema is not None else {"type": "string"}
        variants.append(_closed({"thought": thought, "tool": {"const": FINAL},
                                 "answer": answer}))
    return variants[0] if len(variants) == 1 else {"anyOf": variants}


def _closed(properties: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": list(properties),
            "additionalProperties": False}


# --- parsing ----------------------------------------------------------------------------------

def parse_step(text: str, tools: list[ToolSpec], *, answer_is_json: bool = False) -> Step:
    """Read a step from the model's text, with the fallbacks described in the module docstring.

    Raises ModelOutputError (with the raw text) when no tool call or answer can be read.
    """
    names = {t.name for t in tools}
    for obj in json_objects(text):
        step = _as_step(obj, names, answer_is_json)
        if step is not None:
            return step
    snippet = " ".join(text.split())[:120]
    raise ModelOutputError(
        f"the local model's answer is not a tool call or a final answer: {snippet!r}"
        if snippet else "the local model returned an empty answer",
        raw=text,
        hint="retry, raise max_tokens, or use a stronger model (local/strong or a provider)",
    )


def json_objects(text: str) -> list[Any]:
    """Every top-level JSON object in ``text``: the whole text, then fenced blocks and bare
    objects in order of appearance (objects nested in an earlier one are not repeated)."""
    decoder = json.JSONDecoder()
    found: list[Any] = []
    stripped = text.strip()
    with contextlib.suppress(ValueError):
        found.append(json.loads(stripped))
    pos = text.find("{")
    while pos != -1:
        try:
            obj, end = decoder.raw_decode(text, pos)
        except ValueError:
            pos = text.find("{", pos + 1)
            continue
        found.append(obj)
        pos = text.find("{", end)
    return found


def _as_step(obj: Any, names: set[str], answer_is_json: bool) -> Step | None:
    if isinstance(obj, list):  # a list of calls: take the first usable one
        for item in obj:
            step = _as_step(item, names, answer_is_json)
            if step is not None:
                return step
        return None
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("function"), dict):  # OpenAI style {"function": {...}}
        inner = dict(obj["function"])
        inner.setdefault("thought", obj.get("thought", ""))
        obj = inner
    tool = obj.get("tool", obj.get("name"))
    thought = obj.get("thought")
    thought = thought if isinstance(thought, str) else ""
    if not isinstance(tool, str):
        return None
    args = obj.get("arguments", obj.get("parameters", obj.get("args")))
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except ValueError:
            return None
    if tool == FINAL and FINAL not in names:
        answer = obj.get("answer")
        if answer is None and isinstance(args, dict):
            answer = args.get("answer")
        if answer is None:
            return None
        if answer_is_json:
            return Step(thought, answer=json.dumps(answer))
        return Step(thought, answer=answer if isinstance(answer, str) else json.dumps(answer))
    if tool not in names:
        return None
    if args is None:
        args = {}
    if not isinstance(args, dict):
        return None
    return Step(thought, call=ToolCall(id=new_call_id(), name=tool, arguments=args,
                                       thought=thought))


def new_call_id() -> str:
    return "call_" + uuid.uuid4().hex[:16]


# --- rendering --------------------------------------------------------------------------------

def step_json(call: ToolCall) -> str:
    """How a tool call is shown back to the model: the step object it would have produced."""
    return json.dumps({"thought": call.thought, "tool": call.name, "arguments": call.arguments},
                      ensure_ascii=False)


def answer_json(text: str) -> str:
    return json.dumps({"thought": "", "tool": FINAL, "answer": text}, ensure_ascii=False)


def tools_prompt(tools: list[ToolSpec], *, answer_is_json: bool = False) -> str:
    """The compact tool list and step format appended to the system prompt."""
    return render("local_tools", tools=[_tool_view(t) for t in tools], final=FINAL,
                  answer_is_json=answer_is_json, has_final=FINAL not in {t.name for t in tools})


def _tool_view(spec: ToolSpec) -> dict[str, str]:
    schema = arguments_schema(spec)
    required = set(schema.get("required") or [])
    params = []
    for name, prop in (schema.get("properties") or {}).items():
        prop = prop if isinstance(prop, dict) else {}
        kind = prop.get("type", "any")
        kind = "|".join(kind) if isinstance(kind, list) else str(kind)
        if "enum" in prop:
            kind = "|".join(json.dumps(v) for v in prop["enum"])
        mark = "" if name in required else "?"
        desc = _first_line(str(prop.get("description", "")), 80)
        params.append(f"{name}{mark}: {kind}" + (f" ({desc})" if desc else ""))
    return {"name": spec.name, "signature": ", ".join(params),
            "description": _first_line(spec.description, 200)}


def _first_line(text: str, limit: int) -> str:
    line = text.strip().split("\n", 1)[0].strip()
    return line if len(line) <= limit else line[: limit - 3].rstrip() + "..."


def chat_messages(
    messages: list[Message], *, system_suffix: str = "", tools_mode: bool = False,
) -> list[dict[str, str]]:
    """Plain chat turns for the model's template.

    Leading system messages are joined (with ``system_suffix`` last, so the caller's text
    stays a stable prefix); later system messages become user turns. Assistant tool calls
    become step JSON; tool results become user turns ("Result of NAME: ..."); consecutive
    turns of one role are merged so the template sees strict alternation. With
    ``tools_mode`` plain assistant text is shown as a final-answer step, the only format the
    model may use then.
    """
    system: list[str] = []
    turns: list[dict[str, str]] = []
    leading = True
    for msg in messages:
        if msg.role == "system" and leading:
            if msg.content:
                system.append(msg.content)
            continue
        leading = False
        if msg.role == "assistant":
            parts = []
            if msg.tool_calls:
                calls = list(msg.tool_calls)
                if msg.content and not tools_mode:
                    parts.append(msg.content)
                elif msg.content and not calls[0].thought:  # another provider's preamble
                    calls[0] = ToolCall(calls[0].id, calls[0].name, calls[0].arguments,
                                        msg.content)
                parts.extend(step_json(c) for c in calls)
            elif msg.content:
                parts.append(answer_json(msg.content) if tools_mode else msg.content)
            _append(turns, "assistant", "\n".join(parts))
        elif msg.role == "tool":
            _append(turns, "user", render("local_tool_result", tool=msg.name or "the tool",
                                          output=msg.content, final=FINAL if tools_mode else ""))
        else:  # user, or a system note in the middle of the conversation
            _append(turns, "user", msg.content)
    if system_suffix:
        system.append(system_suffix)
    head = [{"role": "system", "content": "\n\n".join(system)}] if system else []
    return head + turns


def _append(turns: list[dict[str, str]], role: str, content: str) -> None:
    if turns and turns[-1]["role"] == role:
        turns[-1]["content"] += "\n\n" + content
    else:
        turns.append({"role": role, "content": content})
