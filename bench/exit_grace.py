"""What an integration costs a CLI task after its result: the seconds from the result line to
the process exit, with Slack answering at once, hanging (it holds its answer for a minute),
or not there at all (connection refused: retried with backoff), against no integration.

    .venv/bin/python -u bench/exit_grace.py [--runs 3] [--grace 5]

Each run is the real CLI (``python -m openkoi -m fake/scripted "write result.txt"``) in a
fresh OPENKOI_HOME, on the tests' auto-answering fake model (tests/server/server_support.py)
and a fake Slack Web API (tests/support/fake_servers.py), both on 127.0.0.1; no local model.
The time is taken from the first line on stdout (the result) to the exit. The machine's load
average is printed with the numbers.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests" / "support"), str(ROOT / "tests" / "server")]

from fake_servers import FakeServer, Reply, free_port  # noqa: E402
from server_support import AgentModel, make_home  # noqa: E402

SLACK = """
[integrations]
exit_grace_s = {grace}

[integrations.slack]
channel = "#builds"
base_url = "{url}/api/"
events = ["task.complete", "task.unverified", "task.failed"]
"""


def one_run(model_url: str, slack_url: str | None, grace: float) -> tuple[float, float, int]:
    """(result line -> exit, whole run) seconds and the exit code."""
    root = Path(tempfile.mkdtemp(prefix="okgrace-"))
    extra = SLACK.format(grace=grace, url=slack_url) if slack_url else ""
    env = make_home(root, model_url, extra) | {"SLACK_BOT_TOKEN": "xoxb-bench"}
    ws = root / "ws"
    ws.mkdir()
    began = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "openkoi", "-m", "fake/scripted", "--quiet",
                             "write result.txt"], env=env, cwd=ws, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    proc.stdout.readline()
    shown = time.monotonic()
    proc.stdout.read()
    code = proc.wait()
    ended = time.monotonic()
    return ended - shown, ended - began, code


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--grace", type=float, default=5.0)
    args = parser.parse_args()
    answers = [Reply(200, {"ok": True, "ts": "1.1"})] * (args.runs + 2)
    hangs = [Reply(200, {"ok": True, "ts": "1.1"}, delay=60)] * (args.runs + 2)
    print(f"load average before: {os.getloadavg()[0]:.2f}; exit_grace_s = {args.grace:g}; "
          f"{args.runs} runs each")
    print(f"{'Slack':<28} {'result -> exit (s)':>22} {'whole run (s)':>16}  exit codes")
    with AgentModel() as model, FakeServer(*answers) as ok, FakeServer(*hangs) as hanging:
        for label, url in (("no integration", None), ("answers at once", ok.url),
                           ("hangs (answers after 60 s)", hanging.url),
                           ("not there (refused)", f"http://127.0.0.1:{free_port()}")):
            runs = [one_run(model.url, url, args.grace) for _ in range(args.runs)]
            after = [r[0] for r in runs]
            whole = [r[1] for r in runs]
            print(f"{label:<28} {statistics.median(after):>7.2f} (max {max(after):5.2f})"
                  f"{'':>6} {statistics.median(whole):>9.2f}  "
                  f"{','.join(str(r[2]) for r in runs)}")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
