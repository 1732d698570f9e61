"""A crash's finding names where in the work it happened (heldout42's go_kart_cli: six
candidates in two repair rounds kept the same crashing line, told only the error)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.engine.test_cheap_checks import ctx_for

from openkoi.engine.evaluators.crash_site import crash_site
from openkoi.engine.evaluators.grounded import ProgramRuns

TRACE = """Traceback (most recent call last):
  File "/tmp/openkoi-program-z2imb7t8/laps.py", line 42, in <module>
    main()
  File "/tmp/openkoi-program-z2imb7t8/laps.py", line 17, in parse
    secs = int(parts[1])
           ^^^^^^^^^^^^^
  File "/usr/lib/python3.12/calendar.py", line 3, in helper
    x = 1
ValueError: invalid literal for int() with base 10: '02.45'
"""


def test_the_innermost_frame_in_the_work_is_named_with_its_line() -> None:
    assert crash_site(TRACE, ["laps.py", "calendar.py"]) == \
        "laps.py line 17, in parse: `secs = int(parts[1])`"
    # a module-level crash names no function; a file outside the work is never named
    top = TRACE.split('  File "/tmp/openkoi-program-z2imb7t8/laps.py", line 17')[0]
    assert crash_site(top, ["laps.py"]) == "laps.py line 42: `main()`"
    assert crash_site(TRACE, ["other.py"]) == ""
    assert crash_site("ValueError: bad\n", ["laps.py"]) == ""
    # raised while handling another: the last traceback is the one that ended the run
    chained = TRACE + "\nDuring handling of the above exception, another exception " \
        "occurred:\n\nTraceback (most recent call last):\n  File \"/w/pkg/io.py\", line 5, " \
        "in load\n    raise SystemError('x')\nSystemError: x\n"
    assert crash_site(chained, ["laps.py", "pkg/io.py"]) == \
        "pkg/io.py line 5, in load: `raise SystemError('x')`"


def test_a_crashing_example_run_says_where_and_what_the_task_shows(tmp_path: Path) -> None:
    task = ("Write a script laps.py.\n$ python laps.py 1:02.45\nLap 1: 1:02.45\n")
    code = ("import sys\n\n\ndef parse(t):\n    m, s = t.split(':')\n"
            "    return int(m) * 60 + int(s)\n\n\nprint('Lap 1:', parse(sys.argv[1]))\n")
    part = asyncio.run(ProgramRuns().evaluate(ctx_for(tmp_path, task, {"laps.py": code})))
    message = part.findings[0].message
    assert part.grounded == "failed" and "crashed: ValueError" in message
    assert "(at laps.py line 6, in parse: `return int(m) * 60 + int(s)`)" in message
    assert message.endswith("; the task shows it printing 'Lap 1: 1:02.45'")
