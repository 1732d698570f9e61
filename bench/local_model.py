"""Embedded model speed through the public Model API (what the engine sees).

    .venv/bin/python bench/local_model.py --model strong|fast|tiny [--header]

Measures: load time; prompt throughput (prompt tokens / time to first token, uncached);
generation throughput (tokens after the first / time after the first); the latency of a first
turn with a ~600-token system prompt and of a second turn that reuses its cached prefix; and
a schema-constrained tool step (built-in tools, after one warm-up step that caches the tool
list); and a step check: six one-step situations (explain a file, run the tests, create a file,
find a definition, answer from a tool result, fix a bug just read) where the chosen step is
judged sensible or not. Prints one markdown table row (``--header`` adds the header). Installs
the model first if needed (set OPENKOI_MODELS_DIR to reuse a cache). Details go to stderr.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import resource
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

from openkoi.config import Paths, Settings
from openkoi.errors import OpenKoiError
from openkoi.models.base import Message, ToolSpec
from openkoi.models.local import LocalModel, load_local_model
from openkoi.prompts import render
from openkoi.records import ToolCall

HEADER = ("| model | load | prompt tok/s | gen tok/s | 1st turn, 600-tok system | "
          "2nd turn, cached prefix | tool step | step chosen | step check | peak RSS |\n"
          "|---|---|---|---|---|---|---|---|---|---|")


@dataclass
class Timed:
    total: float
    first_token: float  # seconds until the first text (or first generated token)
    last_token: float
    input_tokens: int
    output_tokens: int
    text: str
    tool: str


async def timed(model: LocalModel, messages: list[Message], *, max_tokens: int,
                tools: list[ToolSpec] | None = None) -> Timed:
    start = time.perf_counter()
    first = last = 0.0
    produced = 0
    parts: list[str] = []
    tool = ""
    usage = None
    async for delta in model.stream(messages, tools=tools, max_tokens=max_tokens):
        now = time.perf_counter() - start
        if delta.usage is None and (delta.output_tokens_so_far or 0) > produced:
            produced = delta.output_tokens_so_far or 0
            first = first or now
            last = now
        parts.append(delta.text)
        if delta.tool_calls:
            tool = delta.tool_calls[0].name
        if delta.usage is not None:
            usage = delta.usage
    assert usage is not None
    return Timed(time.perf_counter() - start, first, last, usage.input_tokens,
                 usage.output_tokens, "".join(parts), tool)


def log(label: str, t: Timed) -> None:
    print(f"  {label}: {t.total:.2f}s total, first token {t.first_token:.2f}s, "
          f"{t.input_tokens} in / {t.output_tokens} out, "
          f"{t.tool or repr(t.text[:60])}", file=sys.stderr)


async def bench(model: LocalModel, load_s: float) -> str:
    from openkoi.tools.registry import builtin_tools

    system = Message("system", render("local_bench", part="system"))

    def ask(part: str) -> list[Message]:
        return [system, Message("user", render("local_bench", part=part))]

    first = await timed(model, ask("first"), max_tokens=32)
    log("first turn", first)
    cached = await timed(model, ask("cached"), max_tokens=32)
    log("cached turn", cached)
    gen = await timed(model, ask("generate"), max_tokens=160)
    log("generation", gen)
    tools = [t.spec() for t in builtin_tools()]
    warm = await timed(model, ask("tool_warmup"), max_tokens=200, tools=tools)
    log("tool step (warm-up, caches the tool list)", warm)
    step = await timed(model, ask("tool"), max_tokens=200, tools=tools)
    log("tool step", step)

    good = await step_check(model, system, tools)

    prompt_tps = first.input_tokens / first.first_token
    gen_tps = (gen.output_tokens - 1) / max(gen.last_token - gen.first_token, 1e-9)
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    chosen = step.tool or "final_answer"
    return (f"| {model.id} ({model.entry.title}) | {load_s:.1f} s | {prompt_tps:.0f} | "
            f"{gen_tps:.1f} | {first.total:.1f} s ({first.input_tokens} tok in) | "
            f"{cached.total:.1f} s | {step.total:.1f} s ({step.output_tokens} tok out) | "
            f"{chosen} | {good}/{len(CHECKS)} | {rss_mb:,.0f} MB |")


Check = Callable[[ToolCall | None, str], bool]


def _arg(call: ToolCall | None, key: str) -> str:
    return str(call.arguments.get(key, "")) if call else ""


# name, what the tool returned before the step (tool, arguments) or None, is the step sensible?
CHECKS: list[tuple[str, tuple[str, dict[str, str]] | None, Check]] = [
    ("explain", None, lambda c, _t: c is not None and c.name == "read_file"
     and "app.py" in _arg(c, "path")),
    ("tests", None, lambda c, _t: c is not None and c.name == "run_shell"
     and "pytest" in _arg(c, "command")),
    ("create", None, lambda c, _t: c is not None and c.name == "write_file"
     and _arg(c, "path").endswith("hello.py") and "print" in _arg(c, "content")),
    ("find", None, lambda c, _t: c is not None and c.name in ("search", "run_shell")
     and "parse_config" in json.dumps(c.arguments)),
    ("answer", ("read_file", {"path": "VERSION"}), lambda c, t: c is None and "2.4.1" in t),
    ("fix", ("read_file", {"path": "calc.py"}), lambda c, _t: c is not None and (
        (c.name == "edit_file" and "a + b" in _arg(c, "new"))
        or (c.name == "write_file" and "a + b" in _arg(c, "content")))),
]


async def step_check(model: LocalModel, system: Message, tools: list[ToolSpec]) -> int:
    good = 0
    for name, before, sensible in CHECKS:
        messages = [system, Message("user", render("local_bench", part=f"step_{name}"))]
        if before is not None:
            earlier = ToolCall("c1", before[0], before[1], "")
            messages += [Message("assistant", tool_calls=[earlier]),
                         Message("tool", render("local_bench", part=f"step_{name}_result"),
                                 tool_call_id="c1", name=before[0])]
        start = time.perf_counter()
        try:
            response = await model.complete(messages, tools=tools, max_tokens=300)
        except OpenKoiError as exc:  # an unreadable step counts as a bad one
            ok, what = False, f"error: {exc}"
        else:
            call = response.tool_calls[0] if response.tool_calls else None
            ok = sensible(call, response.text)
            what = (f"{call.name} {json.dumps(call.arguments)[:80]}" if call
                    else f"answer {response.text[:60]!r}")
        good += ok
        print(f"  step check {name:8} {'ok ' if ok else 'BAD'} "
              f"{time.perf_counter() - start:5.1f}s  {what}", file=sys.stderr)
    return good


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="strong", help="strong, fast or tiny")
    parser.add_argument("--header", action="store_true", help="print the table header too")
    args = parser.parse_args()
    model = load_local_model(args.model, Paths.from_env(), Settings(),
                             progress=lambda msg: print(msg, file=sys.stderr))
    start = time.perf_counter()
    model.load()
    print(f"{model.id}: {model.path}, {os.cpu_count()} cores ({platform.machine()}), "
          f"{model.threads_now} threads", file=sys.stderr)
    row = asyncio.run(bench(model, time.perf_counter() - start))
    if args.header:
        print(HEADER)
    print(row)
    return 0


if __name__ == "__main__":
    sys.exit(main())
