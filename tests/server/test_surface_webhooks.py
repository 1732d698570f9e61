"""Webhooks ([api.webhooks] as the seed writes them) and the integrations' posts (a Discord
webhook here: the same delivery queue) go out for every surface that runs a task outside the
HTTP API: a chat turn, each task of `openkoi batch`, a task run through `openkoi mcp serve`.
The receiver is a local HTTP server; the model the fake that answers by what is asked."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import sys
from pathlib import Path
from typing import Any

from server_support import AgentModel, PathReceiver, make_home, run_cli, seed_config
from standardwebhooks import Webhook

DISCORD = "[integrations.discord]\n"


def setup(tmp_path: Path, model_url: str, receiver: PathReceiver) -> dict[str, str]:
    env = make_home(tmp_path, model_url, seed_config(receiver.base) + DISCORD)
    env["DISCORD_WEBHOOK_URL"] = receiver.base + "/discord"
    return env


def posts(receiver: PathReceiver, env: dict[str, str], path: str) -> list[dict[str, Any]]:
    """The bodies posted to ``path``, each signed with the generated secret when a webhook."""
    secret = (Path(env["OPENKOI_HOME"]) / "credentials" / "webhooks.secret").read_text().strip()
    out = []
    for seen_path, headers, raw, _code in receiver.seen:
        if seen_path.split("?")[0] != path:
            continue
        if path.startswith("/hooks/"):
            Webhook(secret).verify(raw, headers)
        out.append(json.loads(raw))
    return out


def recorded(env: dict[str, str]) -> list[tuple[str, str, int]]:
    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    return db.execute("SELECT url, task_id, ok FROM webhook_deliveries ORDER BY id").fetchall()


def test_a_chat_turn_sends_its_webhooks_and_integration_posts(tmp_path: Path) -> None:
    receiver = PathReceiver()
    ws = tmp_path / "ws"
    ws.mkdir()
    with AgentModel() as model:
        env = setup(tmp_path, model.url, receiver)
        import subprocess

        done = subprocess.run([sys.executable, "-m", "openkoi", "chat", "-i", "1"], env=env,
                              cwd=ws, input="write result.txt\n", capture_output=True,
                              text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    hooks = posts(receiver, env, "/hooks/complete")
    assert len(hooks) == 1 and hooks[0]["type"] == "task.unverified"
    data = hooks[0]["data"]
    assert data["source"] == "chat" and data["files_changed"] == ["result.txt"]
    assert posts(receiver, env, "/discord"), receiver.seen  # the integration posted too
    rows = recorded(env)
    assert any(url.endswith("/hooks/complete") and task == data["id"] and ok
               for url, task, ok in rows)


def test_each_batch_task_sends_its_webhooks(tmp_path: Path) -> None:
    receiver = PathReceiver()
    root = tmp_path / "proj"
    for name in ("a", "b"):
        (root / name).mkdir(parents=True)
    batch = root / "tasks.jsonl"
    batch.write_text("".join(json.dumps({"id": n, "task": f"write result.txt ({n})",
                                         "workspace": n}) + "\n" for n in ("a", "b")))
    with AgentModel() as model:
        env = setup(tmp_path, model.url, receiver)
        done = run_cli(env, root, "batch", str(batch), "--json")
    assert done.returncode == 1, done.stderr  # unverified is not done
    ids = {r["task_id"] for r in json.loads(done.stdout)["results"]}
    hooks = posts(receiver, env, "/hooks/complete")
    assert {h["data"]["id"] for h in hooks} == ids and len(hooks) == 2
    assert all(h["type"] == "task.unverified" for h in hooks)
    assert len(posts(receiver, env, "/discord")) >= 2  # one post per task at least
    assert {task for url, task, ok in recorded(env) if ok and "/hooks/" in url} == ids


def test_a_task_run_through_mcp_serve_sends_its_webhooks(tmp_path: Path) -> None:
    from mcp import Client, StdioServerParameters
    from mcp.client.stdio import stdio_client

    receiver = PathReceiver()
    ws = tmp_path / "ws"
    ws.mkdir()
    with AgentModel() as model:
        env = setup(tmp_path, model.url, receiver)

        async def main() -> dict[str, Any]:
            params = StdioServerParameters(command=sys.executable,
                                           args=["-m", "openkoi", "mcp", "serve"], env=env,
                                           cwd=str(ws))
            with (tmp_path / "serve.err").open("w") as err:
                async with Client(stdio_client(params, errlog=err)) as client:
                    ran = await client.call_tool("run_task", {"task": "write result.txt",
                                                              "iterations": 1})
                    return ran.structured_content or {}

        run = asyncio.run(main())
    result = run.get("result", run)
    assert result["status"] == "unverified", result
    hooks = posts(receiver, env, "/hooks/complete")
    assert len(hooks) == 1 and hooks[0]["type"] == "task.unverified"
    assert hooks[0]["data"]["id"] == result["task_id"]
    assert hooks[0]["data"]["source"] == "mcp"
    assert posts(receiver, env, "/discord")
