"""`openkoi serve`: idle memory and request throughput (goal: idle RSS <= 60 MB).

    .venv/bin/python bench/server_bench.py [--requests 2000] [--clients 50]

Starts `openkoi serve --port 0 --workers 1` in a subprocess with OPENKOI_HOME in a temp dir
and a fake OpenAI-compatible model on 127.0.0.1 (tests/server/server_support.py). Measures
the server's RSS idle after start, then requests/s with ``--clients`` concurrent httpx async
clients on GET /api/v1/health and on POST /api/v1/tasks (the one worker is kept busy by a
task whose model answer never comes, so submitted tasks stay queued and only the submission
itself is measured), then the RSS again. The clients run on the same machine, in one Python
process: on a small machine they are part of what is measured.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests" / "support"), str(ROOT / "tests" / "server")]

from server_support import AgentModel, Served, make_home, wait_for  # noqa: E402


def cpu_s(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


async def hammer(url: str, method: str, path: str, total: int, clients: int,
                 body: dict[str, str] | None = None) -> tuple[float, list[float], int]:
    import httpx

    latencies: list[float] = []
    errors = 0
    left = iter(range(total))
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=30) as client:
        async def worker() -> None:
            nonlocal errors
            for _ in left:
                began = time.perf_counter()
                answer = await client.request(method, path, json=body)
                latencies.append(time.perf_counter() - began)
                if answer.status_code >= 300:
                    errors += 1

        began = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(clients)))
        elapsed = time.perf_counter() - began
    return total / elapsed, latencies, errors


def measured(pid: int, name: str, *args: object) -> None:
    """Run ``hammer(*args)`` and print the rate, latencies and who used the CPU."""
    server_before, client_before = cpu_s(pid), time.process_time()
    rate, latencies, errors = asyncio.run(hammer(*args))  # type: ignore[arg-type]
    total = len(latencies)
    server_ms = (cpu_s(pid) - server_before) / total * 1000
    client_ms = (time.process_time() - client_before) / total * 1000
    cuts = statistics.quantiles(latencies, n=100)
    print(f"{name:<28} {rate:7.0f} req/s  p50 {cuts[49] * 1000:6.1f} ms  "
          f"p99 {cuts[98] * 1000:6.1f} ms  errors {errors}  CPU per request: "
          f"server {server_ms:.2f} ms, clients {client_ms:.2f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=50)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, AgentModel(slow_s=3600) as model:
        tmp_path = Path(tmp)
        ws = tmp_path / "ws"
        ws.mkdir()
        env = make_home(tmp_path, model.url)
        with Served(env, ws, "--workers", "1") as server:
            pid = server.proc.pid
            time.sleep(2.0)
            idle = rss_mb(pid)
            print(f"cpu cores {os.cpu_count()}, python {sys.version.split()[0]}, "
                  f"load average {os.getloadavg()[0]:.1f}")
            print(f"idle RSS after start          {idle:6.1f} MB")
            import httpx

            busy = httpx.post(f"{server.url}/api/v1/tasks", timeout=10,
                              json={"task": "[slow] keep the worker busy"}).json()["id"]
            wait_for(lambda: httpx.get(f"{server.url}/api/v1/tasks/{busy}", timeout=10)
                     .json()["status"] == "running")
            asyncio.run(hammer(server.url, "GET", "/api/v1/health", 200, args.clients))
            measured(pid, f"GET /health ({args.clients} clients)", server.url, "GET",
                     "/api/v1/health", args.requests, args.clients)
            measured(pid, f"POST /tasks ({args.clients} clients)", server.url, "POST",
                     "/api/v1/tasks", args.requests, args.clients, {"task": "write result.txt"})
            queued = httpx.get(f"{server.url}/api/v1/status", timeout=30).json()["queued"]
            print(f"queued after the run          {queued}")
            print(f"RSS after the run             {rss_mb(pid):6.1f} MB")
            httpx.post(f"{server.url}/api/v1/tasks/{busy}/cancel", timeout=10)
            server.stop(60)
    return 0


if __name__ == "__main__":
    sys.exit(main())
