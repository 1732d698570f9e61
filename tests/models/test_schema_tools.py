"""Tools <-> schema-constrained steps for the embedded model, and the fallback parser."""

from __future__ import annotations

import json

import pytest

from openkoi.errors import ModelOutputError
from openkoi.models.base import Message, ToolSpec
from openkoi.models.schema_tools import (
    FINAL,
    arguments_schema,
    chat_messages,
    parse_step,
    step_schema,
    tools_prompt,
)
from openkoi.records import ToolCall

READ = ToolSpec("read_file", "Read a file from the workspace.\nReturns its text.", {
    "type": "object",
    "properties": {"path": {"type": "string", "description": "workspace-relative path"},
                   "limit": {"type": "integer"}},
    "required": ["path"],
})
SHELL = ToolSpec("shell", "Run a shell command.", {
    "type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"],
    "additionalProperties": True,
})
TOOLS = [READ, SHELL]


# --- schema ---------------------------------------------------------------------------------

def test_arguments_schema_is_closed_unless_the_tool_says_otherwise() -> None:
    assert arguments_schema(READ)["additionalProperties"] is False
    assert arguments_schema(SHELL)["additionalProperties"] is True
    assert READ.parameters.get("additionalProperties") is None  # the spec is not mutated
    assert arguments_schema(ToolSpec("noargs", "x", {})) == {
        "type": "object", "properties": {}, "additionalProperties": False}


def test_step_schema_has_one_variant_per_tool_plus_the_final_answer() -> None:
    schema = step_schema(TOOLS)
    variants = schema["anyOf"]
    assert [v["properties"]["tool"]["const"] for v in variants] == ["read_file", "shell", FINAL]
    read = variants[0]
    assert list(read["properties"]) == ["thought", "tool", "arguments"]
    assert read["required"] == ["thought", "tool", "arguments"]
    assert read["additionalProperties"] is False
    assert read["properties"]["arguments"]["required"] == ["path"]
    final = variants[2]
    assert final["properties"]["answer"] == {"type": "string"}
    assert read["properties"]["thought"]["maxLength"] > 0


def test_step_schema_loose_and_answer_schema() -> None:
    answer = {"type": "object", "properties": {"ok": {"type": "boolean"}}}
    schema = step_schema(TOOLS, loose=True, answer_schema=answer)
    args = [v["properties"]["arguments"] for v in schema["anyOf"][:2]]
    assert args == [{"type": "object"}, {"type": "object"}]
    assert schema["anyOf"][2]["properties"]["answer"] == answer


def test_a_tool_named_final_answer_replaces_the_builtin_variant() -> None:
    own = ToolSpec(FINAL, "Submit", {"type": "object", "properties": {"text": {"type": "string"}}})
    schema = step_schema([own])
    assert "anyOf" not in schema  # a single variant
    assert schema["properties"]["tool"]["const"] == FINAL
    assert "arguments" in schema["properties"]
    step = parse_step('{"thought": "", "tool": "final_answer", "arguments": {"text": "hi"}}',
                      [own])
    assert step.call is not None and step.call.arguments == {"text": "hi"}


# --- parsing --------------------------------------------------------------------------------

def test_parse_a_constrained_tool_step() -> None:
    text = '{"thought": "look first", "tool": "read_file", "arguments": {"path": "a.py"}}'
    step = parse_step(text, TOOLS)
    assert step.call is not None
    assert (step.call.name, step.call.arguments, step.call.thought) == (
        "read_file", {"path": "a.py"}, "look first")
    assert step.call.id.startswith("call_")
    assert step.answer == ""
    other = parse_step(text, TOOLS)
    assert other.call is not None and other.call.id != step.call.id


def test_parse_a_final_answer() -> None:
    step = parse_step('{"thought": "done", "tool": "final_answer", "answer": "42"}', TOOLS)
    assert step.call is None
    assert (step.answer, step.thought) == ("42", "done")


def test_parse_a_json_final_answer_for_a_schema() -> None:
    text = '{"thought": "", "tool": "final_answer", "answer": {"ok": true}}'
    step = parse_step(text, TOOLS, answer_is_json=True)
    assert json.loads(step.answer) == {"ok": True}


def test_fallback_fenced_name_arguments_block() -> None:
    text = ('I will run the tests.\n```json\n{"name": "shell", "arguments": '
            '{"command": "pytest -q"}}\n```\n')
    step = parse_step(text, TOOLS)
    assert step.call is not None
    assert (step.call.name, step.call.arguments) == ("shell", {"command": "pytest -q"})


def test_fallback_qwen_tool_call_tags_and_string_arguments() -> None:
    text = ('<tool_call>\n{"name": "read_file", "arguments": "{\\"path\\": \\"b.txt\\"}"}'
            '\n</tool_call>')
    step = parse_step(text, TOOLS)
    assert step.call is not None and step.call.arguments == {"path": "b.txt"}


def test_fallback_openai_function_style_and_lists() -> None:
    text = '[{"function": {"name": "shell", "arguments": {"command": "ls"}}}]'
    step = parse_step(text, TOOLS)
    assert step.call is not None
    assert (step.call.name, step.call.arguments) == ("shell", {"command": "ls"})


def test_fallback_skips_objects_that_are_not_steps() -> None:
    text = ('Config is {"debug": true}. Then:\n'
            '{"tool": "read_file", "arguments": {"path": "c.cfg"}, "thought": "check"}')
    step = parse_step(text, TOOLS)
    assert step.call is not None and step.call.arguments == {"path": "c.cfg"}


def test_truncated_step_is_an_error_with_the_raw_text() -> None:
    text = '{"thought": "write it", "tool": "shell", "arguments": {"command": "echo hel'
    with pytest.raises(ModelOutputError) as info:
        parse_step(text, TOOLS)
    assert info.value.raw == text
    assert info.value.hint


@pytest.mark.parametrize("text", [
    "",
    "I think the answer is 4.",
    '{"name": "rm_rf", "arguments": {}}',  # not a tool we offered
    '{"tool": "shell", "arguments": ["ls"]}',  # arguments must be an object
    '{"tool": "final_answer"}',  # no answer
])
def test_unusable_answers_raise(text: str) -> None:
    with pytest.raises(ModelOutputError):
        parse_step(text, TOOLS)


# --- rendering ------------------------------------------------------------------------------

def test_tools_prompt_is_compact_and_lists_every_tool() -> None:
    text = tools_prompt(TOOLS)
    assert "read_file(path: string (workspace-relative path), limit?: integer)" in text
    assert "Read a file from the workspace." in text
    assert "Returns its text." not in text  # first line of the description only
    assert "shell(command: string)" in text
    assert '"tool": "final_answer"' in text
    assert len(text) < 1200


def test_chat_messages_keep_the_callers_system_text_first() -> None:
    msgs = [Message("system", "You are careful."), Message("system", "Workspace: /w"),
            Message("user", "hi")]
    chat = chat_messages(msgs, system_suffix="TOOLS", tools_mode=True)
    assert chat[0] == {"role": "system", "content": "You are careful.\n\nWorkspace: /w\n\nTOOLS"}
    assert chat[1] == {"role": "user", "content": "hi"}


def test_tool_calls_and_results_become_alternating_turns() -> None:
    call = ToolCall("c1", "read_file", {"path": "a.py"}, "look")
    call2 = ToolCall("c2", "shell", {"command": "ls"}, "")
    msgs = [
        Message("user", "fix it"),
        Message("assistant", "", tool_calls=[call, call2]),
        Message("tool", "print(1)", tool_call_id="c1", name="read_file"),
        Message("tool", "a.py", tool_call_id="c2", name="shell"),
        Message("system", "Budget is low."),
        Message("assistant", "Done."),
    ]
    chat = chat_messages(msgs, tools_mode=True)
    assert [t["role"] for t in chat] == ["user", "assistant", "user", "assistant"]
    steps = [json.loads(line) for line in chat[1]["content"].splitlines()]
    assert steps[0] == {"thought": "look", "tool": "read_file", "arguments": {"path": "a.py"}}
    assert steps[1]["tool"] == "shell"
    assert chat[2]["content"].startswith("Result of read_file:\nprint(1)")
    assert "Result of shell:\na.py" in chat[2]["content"]
    assert chat[2]["content"].endswith("Budget is low.")
    assert json.loads(chat[3]["content"]) == {"thought": "", "tool": FINAL, "answer": "Done."}


def test_without_tools_assistant_text_stays_plain() -> None:
    call = ToolCall("c1", "shell", {"command": "ls"}, "")
    msgs = [Message("user", "go"), Message("assistant", "Listing.", tool_calls=[call]),
            Message("tool", "x", name="shell"), Message("assistant", "All good.")]
    chat = chat_messages(msgs)
    assert chat[1]["content"].startswith("Listing.\n{")
    assert chat[2] == {"role": "user", "content": "Result of shell:\nx"}  # no step nudge
    assert chat[3] == {"role": "assistant", "content": "All good."}
    tools_chat = chat_messages(msgs, tools_mode=True)
    assert json.loads(tools_chat[1]["content"])["thought"] == "Listing."
