"""Plan candidates: how often the chosen plan differs from the first draft, and whether the
task outcome improves (N plans drafted, each scored without side effects, the best one run).

    OPENKOI_MODELS_DIR=... flock /work/wt/measure.lock nice -n 5 .venv/bin/python \
        bench/plan_candidates.py --out bench/results/plan-candidates.jsonl \
        [--candidates 1,3] [--tasks planned|tuning|ID,ID] [--edit-format auto|tools] [-i 0] \
        [--threads 1] [--timeout 480] [--budget 540]
    .venv/bin/python bench/plan_candidates.py --which     # which tasks get a drafted plan
    .venv/bin/python bench/plan_candidates.py --report --out bench/results/plan-candidates.jsonl

The task suite's tuning tasks only (bench/tasks/<id>/; the held-out part is never read),
through bench/suite.py's harness: a fresh copy of the task's starting files and an empty home
per run, the embedded model served once by llama.cpp behind the metering proxy, the hidden
check afterwards. Each task runs once per N of ``--candidates`` (`openkoi run -i I
--plan-candidates N`; ``--edit-format`` goes in the run's config), task by task, so a run
cut short still pairs N=1 with N=3 on the same tasks. From the run's plan log
(``<data>/sessions/*/*.plans.jsonl``, written when N > 1):
candidates drafted and readable, the chosen one's number and score, and whether it differs
from the first draft (another number AND other steps or files). ``--out`` is resumable
JSONL; ``--budget S`` starts no run after S seconds (a chunk under the measurement lock):
run the same command again to go on. ``--report`` prints the summary of ``--out``.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import suite  # noqa: E402  (bench/ is not a package)
from humaneval import append_result, read_results  # noqa: E402


def tuning_tasks(root: Path = suite.TASKS) -> list[suite.Task]:
    """The tuning tasks, sorted (only ``<id>/task.json``: the held-out folder is not read)."""
    return [suite._task(d, d.name, "tuning") for d in sorted(root.iterdir())
            if d.name != suite.HELD_OUT and (d / "task.json").is_file()]


def drafts_a_plan(task: suite.Task, edit_format: str = "auto") -> tuple[bool, list[str], str]:
    """Whether the embedded model (local/strong) drafts a plan for ``task`` at all, the
    engine's own way (engine/attempts.py): a task that names its files and goes to the
    whole-file format is its own plan, so plan candidates change nothing there. Returns
    (drafts a plan, the files it names, its kind)."""
    from openkoi.engine.targets import named_files, task_kind
    from openkoi.engine.workspace import Snapshot
    from openkoi.models.catalog import resolve

    with tempfile.TemporaryDirectory(prefix="plan-cand-") as tmp:
        suite.prepare(task, Path(tmp))
        baseline = Snapshot.take(Path(tmp))
        named = named_files(task.prompt, baseline)
        kind = task_kind(task.prompt, named, baseline)
    entry = resolve("strong")
    whole = edit_format == "whole" or edit_format == "auto" and kind != "explore" and \
        entry.draft_formats.get(kind, "whole") == "whole"
    return not (whole and named), named, kind


def plan_choice(home: Path) -> dict[str, Any]:
    """What the run's plan log says: candidates drafted, readable, the chosen one, whether
    it differs from the first draft. Empty without a log (one plan: nothing to choose)."""
    logs = sorted(home.rglob("*.plans.jsonl"))
    if not logs:
        return {}
    lines = [json.loads(x) for x in logs[0].read_text().splitlines() if x.strip()]
    readable = [c for c in lines if not c.get("unreadable")]
    chosen = next((c for c in readable if c.get("chosen")), None)
    first = next((c for c in readable if c.get("number") == 1), None)

    def shape(c: dict[str, Any] | None) -> Any:
        plan = (c or {}).get("plan") or {}
        return (plan.get("steps"), plan.get("files"))

    return {"drafted": len(lines), "readable": len(readable),
            "chosen": chosen.get("number") if chosen else None,
            "chosen_score": chosen.get("total") if chosen else None,
            "scores": {str(c.get("number")): c.get("total") for c in readable},
            "first_readable": first is not None,
            "differs_from_first": bool(chosen and chosen.get("number") != 1 and (
                first is None or shape(chosen) != shape(first)))}


def run_one(task: suite.Task, n: int, *, endpoint: str, key: str, meter: suite.Meter,
            iterations: int, timeout_s: float, edit_format: str = "auto") -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="plan-cand-") as tmp:
        ws, home = Path(tmp) / "ws", Path(tmp) / "home"
        suite.prepare(task, ws)
        (home / "openkoi").mkdir(parents=True)
        if edit_format != "auto":
            (home / "openkoi" / "config.toml").write_text(f'edit_format = "{edit_format}"\n')
        ctx = suite.RunContext(task, ws, home, endpoint, key, timeout_s)
        env = suite._clean_env() | {"HOME": str(home), "OPENKOI_HOME": str(home / "openkoi"),
                                    "OPENKOI_NO_PROBE": "1"}
        if os.environ.get("OPENKOI_MODELS_DIR"):
            env["OPENKOI_MODELS_DIR"] = os.environ["OPENKOI_MODELS_DIR"]
        argv = [sys.executable, str(BENCH / "openkoi_http.py"), "--endpoint", endpoint,
                f"--key={key}", "--", "run", "-i", str(iterations), "--plan-candidates", str(n),
                "--json", "--max-time", str(int(timeout_s)), task.prompt]
        load = os.getloadavg()[0]
        meter.take()
        code, out, err, wall = suite._run_process(argv, ctx, env)
        usage = meter.take()
        try:
            result = json.loads(out)
        except json.JSONDecodeError:
            result = {}
        solved, why = suite.run_check(task, ws)
        choice = plan_choice(home / "openkoi")
    status = result.get("status") or ("timeout" if code is None else "crashed")
    return {"task": task.id, "candidates": n, "edit_format": edit_format, "solved": solved,
            "check": why,
            "status": status, "exit_code": code, "wall_s": round(wall, 2),
            "load_1m": round(load, 2), "score": result.get("score"),
            "stop_reason": result.get("stop_reason"), "plan": choice,
            "stderr_tail": err[-400:]} | usage


def report(rows: list[dict[str, Any]], ns: list[int]) -> str:
    """The summary over the tasks every N finished: per N the runs, solved, tokens, wall;
    for N > 1 how often the chosen plan was not the first draft; paired outcomes vs N=1."""
    by = {(r["task"], r["candidates"]): r for r in rows}
    tasks = sorted({r["task"] for r in rows if all((r["task"], n) in by for n in ns)})
    lines = [f"tasks with every N finished: {len(tasks)} ({', '.join(tasks) or 'none'})", "",
             "| N | runs | solved | chosen plan not the first draft | tokens in / out | "
             "calls | wall |", "|---|---|---|---|---|---|---|"]
    for n in ns:
        mine = [by[(t, n)] for t in tasks]
        logged = [r for r in mine if r.get("plan")]
        differs = sum(bool(r["plan"].get("differs_from_first")) for r in logged)
        lines.append(
            f"| {n} | {len(mine)} | {sum(r['solved'] for r in mine)} | "
            + (f"{differs}/{len(logged)}" if n > 1 else "- (one plan)") + " | "
            f"{sum(r['tokens_in'] for r in mine):,} / {sum(r['tokens_out'] for r in mine):,} | "
            f"{sum(r['calls'] for r in mine)} | {sum(r['wall_s'] for r in mine):.0f} s |")
    for n in ns[1:]:
        unplanned = [t for t in tasks if not by[(t, n)].get("plan")]
        lines.append(f"\nN={n}: no plan log (the task named its files, so it was its own "
                     f"plan; or the run failed before planning): {len(unplanned)} "
                     f"({', '.join(unplanned) or 'none'})")
    base = ns[0]
    for n in ns[1:]:
        better = [t for t in tasks if by[(t, n)]["solved"] and not by[(t, base)]["solved"]]
        worse = [t for t in tasks if by[(t, base)]["solved"] and not by[(t, n)]["solved"]]
        lines.append(f"\nN={n} vs N={base}: solved by {n} only: {', '.join(better) or 'none'}; "
                     f"by {base} only: {', '.join(worse) or 'none'}; "
                     f"same outcome: {len(tasks) - len(better) - len(worse)}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, help="results JSONL (resumable; needed to run)")
    p.add_argument("--candidates", default="1,3", help="the N to compare (default 1,3)")
    p.add_argument("--tasks", default="planned",
                   help="planned (the tuning tasks the embedded model drafts a plan for: "
                   "see --which), tuning, or comma-separated tuning ids")
    p.add_argument("--edit-format", default="auto", choices=("auto", "tools", "whole"),
                   help="openkoi's edit_format for every run (tools: the tool loop, which "
                   "always drafts a plan; auto: what a user of the default model gets)")
    p.add_argument("--which", action="store_true",
                   help="per tuning task: does the embedded model draft a plan (else plan "
                   "candidates change nothing); run nothing")
    p.add_argument("-i", "--iterations", type=int, default=0, help="openkoi's -i (default 0)")
    p.add_argument("--threads", type=int, default=1, help="llama.cpp threads (default 1)")
    p.add_argument("--timeout", type=float, default=480.0,
                   help="seconds one run may take (openkoi's --max-time; killed 60 s later)")
    p.add_argument("--budget", type=float, default=0.0,
                   help="start no run after this many seconds (0: no limit)")
    p.add_argument("--endpoint", help="an OpenAI-compatible server (.../v1) instead of "
                                      "starting llama.cpp")
    p.add_argument("--key", default="none", help="the --endpoint server's API key")
    p.add_argument("--report", action="store_true", help="print the summary of --out; run nothing")
    args = p.parse_args(argv)

    ns = [int(x) for x in args.candidates.split(",") if x.strip()]
    tasks = tuning_tasks()
    if args.which:
        count = 0
        for task in tasks:
            drafts, named, kind = drafts_a_plan(task, args.edit_format)
            count += drafts
            print(f"{task.id}: {'drafts a plan' if drafts else 'its own plan'} "
                  f"(kind {kind}; names {', '.join(named) or 'no file'})")
        print(f"{count} of {len(tasks)} tuning tasks get a drafted plan on the embedded model")
        return 0
    if args.tasks == "planned":
        tasks = [t for t in tasks if drafts_a_plan(t, args.edit_format)[0]]
    elif args.tasks != "tuning":
        wanted = [t.strip() for t in args.tasks.split(",") if t.strip()]
        unknown = sorted(set(wanted) - {t.id for t in tasks})
        if unknown:
            raise SystemExit(f"not tuning tasks: {', '.join(unknown)}")
        tasks = [t for t in tasks if t.id in wanted]
    if args.out is None:
        raise SystemExit("--out FILE is needed (the results, resumable)")
    rows = [r for r in read_results(args.out)
            if r.get("edit_format", "auto") == args.edit_format]
    if args.report:
        print(report(rows, ns))
        return 0
    if not tasks:
        print("no task to run (see --which)")
        return 0
    todo = [(t, n) for t in tasks for n in ns
            if not any(r["task"] == t.id and r["candidates"] == n for r in rows)]
    if not todo:
        print(report(rows, ns))
        return 0
    started = time.monotonic()
    held = None
    if args.endpoint:
        upstream, key = args.endpoint, args.key
    else:
        key = secrets.token_urlsafe(24)
        held, upstream = suite.start_llama(args.threads, key)
    meter = suite.Meter()
    proxy, endpoint = suite.start_proxy(upstream, meter)
    try:
        for number, (task, n) in enumerate(todo, 1):
            if args.budget and time.monotonic() - started > args.budget:
                print(f"budget spent: {len(todo) - number + 1} runs left; run again to go on",
                      file=sys.stderr)
                break
            row = run_one(task, n, endpoint=endpoint, key=key, meter=meter,
                          iterations=args.iterations, timeout_s=args.timeout,
                          edit_format=args.edit_format)
            append_result(args.out, row)
            rows.append(row)
            print(f"[{number}/{len(todo)}] {task.id} N={n}: "
                  f"{'SOLVED' if row['solved'] else 'fail'} status={row['status']} "
                  f"chosen={row['plan'].get('chosen', 1)} {row['wall_s']:.0f}s "
                  f"{row['tokens_in']}+{row['tokens_out']} tok load {row['load_1m']}",
                  file=sys.stderr, flush=True)
    finally:
        proxy.shutdown()
        del held
    print(report(rows, ns))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
