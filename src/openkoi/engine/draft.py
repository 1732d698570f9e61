"""Draft: the whole-file edit format, one model call per iteration.

Models that are unreliable at driving tools (the embedded ones; ``Capabilities.edit_format``
= "whole", as Aider does for weaker models) write the complete content of each file they
change, each in a fenced block under its path. The engine writes those files through the
tool registry (so policy, trust and the Guardian still vet every write) and the evaluators
run the project's checks, exactly as after the tool loop. A Python rewrite that covers only
part of a file is spliced into it (see ``splice``) instead of deleting the rest.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from pathlib import PurePath

from openkoi import events
from openkoi.engine.calls import Caller
from openkoi.engine.evaluators.run_inputs import DATA_FILE
from openkoi.engine.execute import ExecResult
from openkoi.engine.imports_added import add_missing_imports
from openkoi.engine.leading_zeros import mend_leading_zeros
from openkoi.engine.splice import splice_python
from openkoi.models.base import Capabilities, Message, Response
from openkoi.prompts import render
from openkoi.records import ToolCall, ToolResult
from openkoi.tools.base import ToolContext
from openkoi.tools.registry import ToolRegistry

_FENCE = re.compile(r"^```[ \t]*([^\n`]*)\n(.*?)(?:^```[ \t]*$|\Z)", re.S | re.M)
_NAME = re.compile(r"[\w./-]*[\w-]\.[A-Za-z0-9]{1,8}\b")
MAX_OUTPUT_TOKENS = 2048
CLOSE = "\n```"  # the closing fence of a reply the engine started (``reply_start``)
_LANGUAGES = {".py": "python", ".js": "javascript", ".ts": "typescript", ".sh": "bash",
              ".toml": "toml", ".json": "json", ".yaml": "yaml", ".yml": "yaml", ".md": "markdown",
              ".html": "html", ".css": "css", ".sql": "sql", ".rs": "rust", ".go": "go"}

SAMPLE_ROOM = 3  # a sampled draft may be this many times as long as what it redrafts
SAMPLE_FLOOR = 512  # tokens: the cap is never lower (a short draft redrafted whole)
CHARS_PER_TOKEN = 3  # fewer than code's usual 3.5-4: the cap errs on the long side


def sample_cap(redrafted: str) -> int:
    """The most tokens a sampled draft may take: ``SAMPLE_ROOM`` times the length of what it
    redrafts (the greedy draft of the same prompt, or all the files a repair rewrites: one
    reply holds them all), at least ``SAMPLE_FLOOR``, at most ``MAX_OUTPUT_TOKENS``. A sample
    at temperature 0.7 sometimes never closes its file (a list or a branch repeated to the
    limit). On 2 busy cores, in the task suite's heldout2 part (session 17), the call of two
    sampled drafts did not end in the last 850 s of a 900 s task budget, where the same
    iteration of the same task in one pass had taken 73 s for all its calls; the greedy
    draft decoded before it was lost with the budget."""
    return min(MAX_OUTPUT_TOKENS,
               max(SAMPLE_FLOOR, SAMPLE_ROOM * len(redrafted) // CHARS_PER_TOKEN))


def reply_start(targets: list[str], capabilities: Capabilities) -> str:
    """How the engine starts a reply that is one file, for a model that continues a reply it
    is given (``Capabilities.continues_reply``): the file's path and the opening fence, so
    the model's first token is code and its answer ends at the closing fence (``CLOSE``, a
    stop string). "" (the model writes the whole reply) for several files or other models.
    Unstarted, 3 of 6 of the embedded 1.5B model's samples of the quick start's first call
    held no code (a fence around the path alone) and the others ended in prose that was
    decoded and dropped (BENCHMARKS.md, "The draft's reply started by the engine")."""
    if len(targets) != 1 or not capabilities.continues_reply:
        return ""
    target = targets[0]
    suffix = target[target.rfind("."):] if "." in target.rsplit("/", 1)[-1] else ""
    return f"{target}\n```{_LANGUAGES.get(suffix, '')}\n"


def started(messages: list[Message], start: str) -> list[Message]:
    """``messages`` with the reply's start as the assistant's unfinished turn."""
    return [*messages, Message("assistant", start)] if start else messages


def whole_reply(start: str, response: Response) -> str:
    """The reply as if the model had written all of it: ``start``, the model's text up to
    the closing fence (a model that does not stop there is cut at it), the closing fence
    (none where the output limit cut the file: ``parse_files`` then keeps what parses)."""
    if not start:
        return response.text
    body = response.text.split(CLOSE, 1)[0]
    if response.finish_reason == "length" and CLOSE not in response.text:
        return start + body
    return start + body.rstrip("`").rstrip() + CLOSE + "\n"


async def draft(caller: Caller, registry: ToolRegistry, ctx: ToolContext,
                messages: list[Message], *, targets: list[str], current: dict[str, str],
                iteration: int, temperature: float | None = None,
                apart: tuple[str, ...] = ()) -> ExecResult:
    """``apart``: files another call writes (a test file written from the task alone): a
    block for one of them in this reply is not written."""
    start = reply_start(targets, caller.model.capabilities)
    response = await caller.call(started(messages, start), purpose="execute",
                                 max_tokens=MAX_OUTPUT_TOKENS, temperature=temperature,
                                 stop=[CLOSE] if start else None)
    response.text = whole_reply(start, response)
    files = without(parse_files(response.text, targets), apart)
    if not files and targets:  # a refusal or prose only: ask once more, greedily
        response = await caller.call(
            [*messages, Message("assistant", response.text[:2000]),
             Message("user", render("draft_no_files", targets=targets))],
            purpose="execute", max_tokens=MAX_OUTPUT_TOKENS)
        files = without(parse_files(response.text, targets), apart)
    contents, skipped = reply_contents(files, current)
    return await write_reply(caller, registry, ctx, response.text, contents, skipped,
                             iteration=iteration)


def candidate_files(reply: str, targets: list[str], apart: tuple[str, ...],
                    current: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """What a sampled reply would write (``reply_contents`` of its parsed files less those
    another call writes), and the files it would leave alone."""
    return reply_contents(without(parse_files(reply, targets), apart), current)


def reply_contents(files: dict[str, list[str]], current: dict[str, str],
                   ) -> tuple[dict[str, str], list[str]]:
    """The content each parsed file gets (partial Python rewrites spliced into the current
    file, one file split over several blocks joined, a standard import it uses but lacks
    added: ``imports_added``, a one-digit leading-zero integer written plainly:
    ``leading_zeros``), and the files left alone because
    their block would empty them or drop every definition (a new Python module with an
    empty block is no draft of it either; an empty ``__init__.py`` is)."""
    contents: dict[str, str] = {}
    skipped: list[str] = []
    for name, blocks in files.items():
        content = blocks[0]
        if name.endswith(".py"):  # partial rewrites, and one file split over several blocks
            content = mend_leading_zeros(content)
            content = splice_python(current[name], content) if name in current else content
            for more in blocks[1:]:
                content = splice_python(content, mend_leading_zeros(more))
            content = add_missing_imports(content)
        if name in current and current[name].strip() and drops_everything(current[name],
                                                                         content, name):
            skipped.append(name)  # an empty block, or one that deletes every definition
            continue
        if not content.strip() and name.endswith(".py") and not name.endswith("__init__.py"):
            skipped.append(name)  # a path over an empty fence: no code, not an empty module
            continue
        contents[name] = content
    return contents, skipped


def reply_prose(reply: str, names: Sequence[str]) -> str:
    """What a whole-file reply says besides its files: the fenced blocks and the lines that
    only name a block's file (``hello.py``, ``**hello.py**:``) left out."""
    heads = set(names)
    lines = [line for line in _FENCE.sub("", reply).splitlines()
             if line.strip().strip("*`#:").strip() not in heads]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


async def write_reply(caller: Caller, registry: ToolRegistry, ctx: ToolContext, reply: str,
                      contents: dict[str, str], skipped: list[str], *,
                      iteration: int) -> ExecResult:
    """Write ``contents`` through the tool registry (policy, trust and the Guardian vet
    every write), announced as tool calls; the reply's prose is the answer."""
    changed: list[str] = []
    errors = 0
    for n, (name, content) in enumerate(contents.items(), 1):
        result, written = await write_through(caller, registry, ctx, name, content,
                                              call_id=f"draft-{iteration}-{n}",
                                              iteration=iteration, step=1)
        changed.extend(f for f in written if f not in changed)
        errors += 0 if result.ok else 1
    prose = reply_prose(reply, [*contents, *skipped])
    answer = prose[:1500] or (f"Wrote {', '.join(contents)}." if contents else "")
    if skipped:
        answer += (f"\n(Not written: the blocks for {', '.join(skipped)} were empty or would "
                   "have emptied them.)")
    return ExecResult(answer, changed, 1, errors)


async def write_through(caller: Caller, registry: ToolRegistry, ctx: ToolContext, name: str,
                        content: str, *, call_id: str, iteration: int, step: int
                        ) -> tuple[ToolResult, list[str]]:
    """Write one file through the registry (policy, trust, Guardian, read-only spec files),
    with its tool call and result on the event stream like any model-made call."""
    call = ToolCall(id=call_id, name="write_file", arguments={"path": name, "content": content})
    caller.bus.emit(caller.task_id, events.TOOL_CALL,
                    call.to_dict() | {"iteration": iteration, "step": step})
    result, written = await registry.execute(call, ctx)
    caller.bus.emit(caller.task_id, events.TOOL_RESULT,
                    result.to_dict() | {"iteration": iteration, "step": step,
                                        "changed_files": written})
    return result, written


def without(files: dict[str, list[str]], apart: tuple[str, ...]) -> dict[str, list[str]]:
    """``files`` less those another call writes."""
    return {name: blocks for name, blocks in files.items() if name not in apart}


def parse_files(reply: str, targets: list[str]) -> dict[str, list[str]]:
    """path -> its fenced blocks, in order: the path is on the fence's info line
    (```python app.py) or on the last non-empty line before it; an unnamed block goes to
    the first target not yet written, and once all are, to the last target (small models
    often split one file over several blocks)."""
    files: dict[str, list[str]] = {}
    unnamed: list[str] = []
    last_end = 0
    pending: str | None = None  # a block that held only a path names the next one
    for m in _FENCE.finditer(reply):
        before = reply[last_end:m.start()].strip().splitlines()
        last_end = m.end()
        name = _name_in(m.group(1)) or (_name_in(before[-1]) if before else None) or pending
        body = m.group(2)
        only = body.strip()
        if "\n" not in only and _NAME.fullmatch(only.removeprefix("./")):
            pending = only.removeprefix("./")  # not a file: the path of the next block
            continue
        pending = None
        if not m.group(0).rstrip().endswith("```"):  # the reply was cut off in this block
            body = _complete_part(body, name or (targets[-1] if targets else ""))
        if (name or _first_free(targets, files)).endswith(".py"):
            body, pending = _next_label(body)
        if name:
            files.setdefault(name, []).append(body)
        else:
            unnamed.append(body)
    for body in unnamed:
        if target := _first_free(targets, files):
            files.setdefault(target, []).append(body)
    return files


def _first_free(targets: list[str], files: dict[str, list[str]]) -> str:
    """The target an unnamed block would go to now (``parse_files``)."""
    free = [t for t in targets if t not in files]
    return free[0] if free else (targets[-1] if targets else "")


def _next_label(body: str) -> tuple[str, str | None]:
    """A Python block whose last line only names a file, maybe under comment lines ("# Test
    file" over "test_cottage.py"): the label of a file the model meant to start next, which
    as code is a NameError at import (heldout60's holiday_cottage_edit: the greedy draft of
    ``cottage.py`` ended so, and failed every call on it). The block without those lines,
    and the name (it names the next block, as a block holding only a path does); else the
    block as it is and None."""
    lines = body.rstrip().splitlines()
    label = lines[-1].strip().removeprefix("./") if lines else ""
    if len(lines) < 2 or lines[-1] != lines[-1].lstrip() or not _NAME.fullmatch(label) \
            or not (DATA_FILE.fullmatch(label) or PurePath(label).suffix in _LANGUAGES):
        return body, None  # ``app.run``: an attribute, not a file of a kind we know
    lines.pop()
    while lines and lines[-1].lstrip().startswith("#") and lines[-1] == lines[-1].lstrip():
        lines.pop()
    return "\n".join(lines).rstrip() + "\n", label


def drops_everything(old: str, new: str, name: str) -> bool:
    """A reply that would empty a file, or (Python) keep none of its top-level definitions
    and add none: not a rewrite but a fragment or a slip, so it is not written."""
    if not new.strip():
        return True
    if not name.endswith(".py"):
        return False
    try:
        old_tree, new_tree = ast.parse(old), ast.parse(new)
    except SyntaxError:
        return False
    kinds = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    had = any(isinstance(n, kinds) for n in old_tree.body)
    has = any(isinstance(n, kinds) for n in new_tree.body)
    return had and not has


def _complete_part(body: str, name: str) -> str:
    """A block cut off by the output limit: drop the unfinished last line, and for Python
    the trailing lines until what is left parses (a long test file keeps its first tests)."""
    lines = body.splitlines(keepends=True)[:-1]
    if name.endswith(".py"):
        for _ in range(min(len(lines), 40)):
            try:
                ast.parse("".join(lines))
                break
            except SyntaxError:
                lines.pop()
    return "".join(lines)


def _name_in(line: str) -> str | None:
    for token in _NAME.findall(line):
        token = token.removeprefix("./")
        if not token.startswith(("http", "www.")) and not re.fullmatch(r"[\d.]+", token):
            return token
    return None
