"""Run grounded tests in one Python subprocess, each under its own alarm.

The harness imports each test's module, runs the test's setup statements and evaluates the
call with the module's names in scope, and compares with the expected value (numbers within
1e-6), or checks the exception raised. A raise names where the work raised it; a wrong value
is run again under a profiler that records the calls into the work's functions it made.
The code's own prints go nowhere; the results come back as one JSON line after a marker.
The subprocess is started by the evaluators' command runner (scrubbed environment, stdin
closed, the whole process group killed at the overall timeout), so a grounded test can do no
more than the project's own tests can.
"""

from __future__ import annotations

import json
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from openkoi.engine.evaluators.commands import run_command
from openkoi.engine.grounding.cases import GroundedTest, TestResult
from openkoi.engine.grounding.stdvalues import STD_TYPES, plain_value

MARKER = "@@openkoi-grounded@@"
PER_TEST_S = 5.0

HARNESS = r'''
import contextlib, dis, importlib, io, json, math, os, re, signal, sys, traceback
spec = json.load(open(sys.argv[1], encoding="utf-8"))
sys.pycache_prefix = spec["pycache"]  # never a stale .pyc of a file rewritten within a second
sys.path.insert(0, ".")
def _alarm(*_):
    raise TimeoutError("the call did not finish")
signal.signal(signal.SIGALRM, _alarm)
# pytest, for a setup's ``with pytest.raises(...)``, imported once before any alarm: its
# import took over the half second a test may be given on a fresh machine, and every test
# that tried it then "timed out" on the given code too. Where a setup uses no more of it
# than ``raises``, the few lines below do that part (the import was most of a run's time)
class _Raises:
    def __init__(self, kind):
        self.kind = kind
    def __enter__(self):
        return self
    def __exit__(self, kind, value, tb):
        if kind is None:
            raise AssertionError("DID NOT RAISE " + repr(self.kind))
        return issubclass(kind, self.kind)
class _RaisesOnly:
    raises = _Raises
_setups = "\n".join(t.get("setup") or "" for t in spec["tests"])
_pytest = None if "pytest." not in _setups else _RaisesOnly if _setups.count(
    "pytest.") == len(re.findall(r"pytest\.raises\(\w+\):", _setups)) \
    else importlib.import_module("pytest")
def same(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b and type(a) is type(b)
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-9)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(map(same, a, b))
    try:
        return bool(a == b)
    except Exception:
        return False
# the frame ``evaluators.crash_site`` reads from a program's printed traceback, here from the
# exception itself (this harness imports nothing of openkoi into the work's process), with
# the error it replaced, which a printed chain shows only as another traceback
_root = os.path.realpath(".") + os.sep
_lib = tuple(os.path.realpath(p) + os.sep for p in {sys.prefix, sys.base_prefix})
_work = {}
def of_work(path):
    """Whether ``path`` (a code object's or a frame's file) is a file of the work."""
    if path not in _work:
        real = os.path.realpath(path)
        _work[path] = not path.startswith("<") and real.startswith(_root) and \
            not real.startswith(_lib)
    return _work[path]
def site(exc):
    """Where the work raised ``exc`` (its innermost frame in a file of the work: "NAME line
    N, in FUNC: `SOURCE`") and what it was handling then; "" where no frame is the work's."""
    where = ""
    for f in traceback.extract_tb(exc.__traceback__):
        if of_work(f.filename):
            func = "" if f.name == "<module>" else ", in " + f.name
            src = (f.line or "").strip()[:160]
            where = os.path.realpath(f.filename)[len(_root):] + " line " + str(f.lineno) + \
                func + (": `" + src + "`" if src else "")
    if not where:
        return ""
    before = exc.__cause__ or (None if exc.__suppress_context__ else exc.__context__)
    if before is not None and not isinstance(before, (KeyboardInterrupt, TimeoutError)):
        where += "; raised while handling " + type(before).__name__ + ": " + str(before)[:160]
    return where
def scope(t, mod):
    """The names a test's call sees: the module's, the value types it may be built of
    (``date(2026, 4, 27)``) where the module binds no other thing to their names, then
    what the test's setup binds (a doctest session's lines before the call)."""
    ns = {k: getattr(mod, k) for k in dir(mod) if not k.startswith("__")}
    for _name, _from in spec["std"].items():
        if _name not in ns and (_name in t["call"] or _name in (
                t.get("expected") or "") or _name in (t.get("setup") or "")):
            ns[_name] = getattr(importlib.import_module(_from), _name)
    if t.get("setup"):
        if "pytest." in t["setup"]:  # a step refused: ``with pytest.raises(...)``
            ns["pytest"] = _pytest
        exec(t["setup"], ns)
    return ns
_RET = {dis.opmap[n] for n in ("RETURN_VALUE", "RETURN_CONST") if n in dis.opmap}
def short(value):
    try:
        text = repr(value)
    except Exception:
        return "?"
    return text if len(text) <= 80 else text[:77] + "..."
def traced(t, mod, first):
    """A wrong answer's way there: the call run again (setup first, in fresh names), and
    what each function of the work it called directly was given and gave back ("parse(
    'a x6, a x4') returned {'a': 4}; ..."). "" where the second run answers otherwise
    (state the first run left behind), raises, or calls no function of the work."""
    calls, stack = [], []
    def seen(frame, event, arg):
        code = frame.f_code
        if event == "call":
            if code.co_name[:1] != "<" and of_work(code.co_filename):
                stack.append(frame)
                # a generator's "return" is each value it yields: not shown
                if len(stack) == 2 and len(calls) < 4 and not code.co_flags & 0x3a0:
                    given = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
                    calls.append([code.co_name + "(" + ", ".join(
                        short(frame.f_locals.get(n)) for n in given
                        if n not in ("self", "cls")) + ")", "", frame])
        elif event == "return" and stack and stack[-1] is frame:
            stack.pop()
            for c in calls:
                if c[2] is frame:
                    c[1] = "returned " + short(arg) if code.co_code[
                        frame.f_lasti] in _RET else "raised"
                    c[2] = None
    try:
        ns = scope(t, mod)
        sys.setprofile(seen)
        try:
            again = repr(eval(t["call"], ns))[:300]
        finally:
            sys.setprofile(None)
    except BaseException:
        return ""
    if again != first:
        return ""
    return "; ".join(c[0] + " " + c[1] for c in calls if c[1])[:400]
out = []
for t in spec["tests"]:
    r = {"status": "error", "actual": ""}
    sink = io.StringIO()
    stage = "setup"  # the module's import and the setup's lines: no answer of the call
    try:
        signal.setitimer(signal.ITIMER_REAL, spec["per_test_s"])
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                mod = importlib.import_module(t["module"])
                ns = scope(t, mod)
                stage = "call"
                try:
                    got = eval(t["call"], ns)
                except BaseException as exc:
                    if isinstance(exc, TimeoutError) and str(exc) == "the call did not finish":
                        raise
                    if isinstance(exc, KeyboardInterrupt):
                        raise
                    names = [c.__name__ for c in type(exc).__mro__]
                    r["actual"] = ("raise " + type(exc).__name__ + ": " + str(exc))[:300]
                    r["site"] = site(exc)
                    r["status"] = "passed" if t["raises"] in names else (
                        "failed" if t["raises"] or t["expected"] is not None else "error")
                else:
                    r["actual"] = repr(got)[:300]
                    if t["raises"]:
                        r["status"] = "failed"
                    elif t["expected"] is None:
                        r["status"] = "passed"
                    else:
                        r["status"] = "passed" if same(got, eval(t["expected"], ns)) else "failed"
                    if r["status"] == "failed":
                        signal.setitimer(signal.ITIMER_REAL, spec["per_test_s"])
                        r["calls"] = traced(t, mod, r["actual"])
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except TimeoutError as exc:
        r = {"status": "timeout", "actual": "timeout"} if str(exc) == "the call did not finish" \
            else {"status": "error", "actual": "raise TimeoutError: " + str(exc)[:200]}
    except BaseException as exc:  # the module does not import, SystemExit, ...
        r = {"status": "error", "actual": ("raise " + type(exc).__name__ + ": " + str(exc))[:300],
             "site": site(exc)}
    if stage == "setup" and r["status"] != "passed":
        r["setup"] = True
    out.append(r)
sys.__stdout__.write("\n''' + MARKER + r'''" + json.dumps(out) + "\n")
sys.__stdout__.flush()
'''


async def run_grounded(tests: Sequence[GroundedTest], workspace: Path,
                       timeout_s: float = 60.0) -> list[TestResult]:
    """Run ``tests`` against the code in ``workspace``; one result per test, in order. A run
    that dies or times out as a whole gives every unfinished test status "timeout"/"error"."""
    if not tests:
        return []
    per_test = min(PER_TEST_S, max(0.5, timeout_s / max(1, len(tests))))
    with tempfile.TemporaryDirectory(prefix="openkoi-grounded-") as tmp:
        spec = Path(tmp) / "spec.json"
        spec.write_text(json.dumps({"per_test_s": per_test, "std": STD_TYPES,
                                    "pycache": str(Path(tmp) / "pyc"),
                                    "tests": [t.to_dict() for t in tests]}), encoding="utf-8")
        result = await run_command([sys.executable, "-I", "-B", "-c", HARNESS, str(spec)],
                                   workspace, timeout_s, readable=[spec])
    if result.timed_out:
        return [TestResult(t, "timeout", "timeout") for t in tests]
    rows = marked(result.output, MARKER)
    if not isinstance(rows, list) or len(rows) != len(tests):
        why = result.output.strip().splitlines()[-1][:200] if result.output.strip() else \
            f"exit code {result.exit_code}"
        return [TestResult(t, "error", f"raise RuntimeError: the test run died ({why})")
                for t in tests]
    # (an answer written as a value a test can hold: ``date(2026, 4, 27)``)
    return [TestResult(t, str(r.get("status", "error")), plain_value(str(r.get("actual", ""))),
                       bool(r.get("setup")), str(r.get("site", "")), str(r.get("calls", "")))
            for t, r in zip(tests, rows, strict=True)]


def marked(output: str, marker: str) -> Any:
    """The JSON value a harness wrote after ``marker`` on the last line that starts with it
    (None: no such line, or not JSON)."""
    line = next((ln[len(marker):] for ln in reversed(output.splitlines())
                 if ln.startswith(marker)), None)
    try:
        return json.loads(line) if line is not None else None
    except ValueError:
        return None
