"""One running MCP server, on the SDK's ``mcp.Client``.

The SDK's client is a nest of anyio task groups that must be entered and left by the same
task, so each server gets one owner task (``_own``) that connects, lists what the server
offers, watches for tool-list changes and, when told to stop, closes the connection (for
a stdio server: stdin closed, then SIGTERM, then SIGKILL, all bounded by the SDK). Calls
come from the task's own coroutines through the connected session.

What can go wrong, and what openkoi does:

- not started within ``startup_timeout_s`` (or the program is missing, or it exits): the
  server is reported with the end of its stderr log and left out; the task goes on;
- a call that takes longer than ``call_timeout_s``: the call fails, and the server, now
  known to hang, is stopped and reported;
- the server dies mid-call: the call fails, the server is reported as stopped;
- the tool list changes (``notifications/tools/list_changed`` on 2025-era connections,
  a ``subscriptions/listen`` event on 2026-era ones): the tools are listed again and
  ``on_tools`` hears the new list.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openkoi import logs
from openkoi.errors import ConfigError, ToolError
from openkoi.tools.mcp.servers import ServerSpec, child_env, expand

log = logs.get("mcp")

_STOP_WAIT_S = 8.0  # the SDK's own shutdown of a stdio server is bounded at ~6 s


@dataclass
class ToolInfo:
    name: str
    description: str
    schema: dict[str, Any]
    read_only_hint: bool = False  # what the server says; openkoi does not rely on it


@dataclass
class Listing:
    tools: list[ToolInfo] = field(default_factory=list)
    resources: list[str] = field(default_factory=list)  # "uri  name"
    prompts: list[str] = field(default_factory=list)  # "name(arg, arg?)"


class ServerDown(ToolError):
    """The server is not running (any more): why, in one line."""


class Connection:
    """A started server: ``start``, ``call``, ``stop``. ``error`` says why it is down."""

    def __init__(self, server: ServerSpec, *, workspace: Path, log_file: Path | None = None,
                 on_tools: Callable[[Connection], Awaitable[None] | None] | None = None
                 ) -> None:
        self.server = server
        self.workspace = workspace
        self.log_file = log_file
        self.on_tools = on_tools
        self.on_down: Callable[[Connection], None] | None = None  # after a hang or a death
        self.listing = Listing()
        self.error = ""  # empty while it runs
        self.started_s = 0.0  # how long start-up took
        self.protocol = ""
        self._client: Any = None
        self._ready = asyncio.Event()
        self._stop = asyncio.Event()
        self._changed = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    @property
    def name(self) -> str:
        return self.server.name

    @property
    def up(self) -> bool:
        return self._client is not None and not self.error

    async def start(self) -> bool:
        """Connect and list; False (with ``error`` set) when it did not come up in time."""
        began = time.monotonic()
        self._task = asyncio.create_task(self._own(), name=f"mcp-{self.name}")
        try:
            await asyncio.wait_for(asyncio.shield(self._ready.wait()),
                                   self.server.startup_timeout_s)
        except TimeoutError:
            self.error = (f"did not start within {self.server.startup_timeout_s:g} s "
                          f"(startup_timeout_s)")
            await self._cancel()
        self.started_s = time.monotonic() - began
        if self.error:
            self.error += self.stderr_tail()
            return False
        return True

    async def call(self, tool: str, args: dict[str, Any]) -> tuple[str, bool]:
        """Call one tool: (text, ok). A hang or a dead server raises ServerDown."""
        if not self.up:
            raise ServerDown(f"MCP server {self.name} is not running: {self.error or 'stopped'}",
                             hint="do without its tools")
        from mcp import MCPError

        limit = self.server.call_timeout_s
        try:
            result = await asyncio.wait_for(
                self._client.call_tool(tool, args, read_timeout_seconds=limit), limit + 2)
        except (TimeoutError, MCPError) as exc:
            hung = isinstance(exc, TimeoutError) or "timed out" in str(exc)
            if not hung and not _closed(exc):
                raise ToolError(f"{self.name}: {exc}") from None
            self.error = (f"{tool} did not answer within {limit:g} s (call_timeout_s); the "
                          "server was stopped" if hung else f"it stopped during {tool}")
            self.error += self.stderr_tail()
            await self.stop()
            if self.on_down is not None:
                self.on_down(self)
            raise ServerDown(f"MCP server {self.name}: {self.error}",
                             hint="its tools are gone for this task; do without them") from None
        return _text(result), not bool(getattr(result, "is_error", False))

    async def stop(self) -> None:
        self._stop.set()
        if self._task is not None and not self._task.done():
            try:
                await asyncio.wait_for(asyncio.shield(self._task), _STOP_WAIT_S)
            except (TimeoutError, Exception):
                await self._cancel()

    async def _cancel(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
            with contextlib.suppress(BaseException):
                await asyncio.wait_for(self._task, _STOP_WAIT_S)

    def stderr_tail(self, lines: int = 3) -> str:
        """The last lines the server wrote to stderr, as ' (stderr: ...)', or ''."""
        if self.log_file is None:
            return ""
        try:
            text = self.log_file.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""
        text = text.rsplit("\n--- ", 1)[-1].partition("\n")[2] if "--- " in text else text
        tail = [ln.strip() for ln in text.splitlines() if ln.strip()][-lines:]
        return f" (stderr: {' | '.join(tail)[-300:]})" if tail else ""

    # -- the owner task ------------------------------------------------------------------

    async def _own(self) -> None:
        try:  # everything: whatever fails here must wake ``start`` (the finally below)
            import anyio
            from mcp import Client

            transport, errlog = self._transport()
            with contextlib.ExitStack() as files:
                if errlog is not None:
                    files.enter_context(errlog)
                async with contextlib.AsyncExitStack() as stack:
                    if not isinstance(transport, tuple):
                        source: Any = transport
                    else:  # (http client, its transport): the client closes after it
                        http, source = transport
                        await stack.enter_async_context(http)
                    client = await stack.enter_async_context(Client(
                        source, message_handler=self._message, cache=None,
                        read_timeout_seconds=self.server.startup_timeout_s))
                    self.protocol = str(client.protocol_version)
                    self._client = client
                    self.listing = await self._list(client)
                    self._ready.set()
                    async with anyio.create_task_group() as group:
                        group.start_soon(self._listen, client)
                        group.start_soon(self._refresher, client)
                        await self._stop.wait()
                        group.cancel_scope.cancel()
        except asyncio.CancelledError:
            raise
        except BaseException as exc:  # the program is missing, it died, it spoke nonsense
            if not self.error:
                self.error = _why(exc)
            log.info("mcp server %s: %s", self.name, self.error)
        finally:
            self._client = None
            if not self.error and not self._stop.is_set():
                self.error = "it closed the connection"
            self._ready.set()

    def _transport(self) -> tuple[Any, Any]:
        """The SDK transport for this server, and the stderr log file (stdio only)."""
        s = self.server
        if s.command is not None:
            from mcp import StdioServerParameters
            from mcp.client.stdio import stdio_client

            args = [expand(a, "args") for a in s.args]
            cwd = Path(s.cwd).expanduser() if s.cwd else self.workspace
            params = StdioServerParameters(command=s.command, args=args, env=child_env(s),
                                           cwd=cwd if cwd.is_absolute() else self.workspace / cwd)
            errlog = None
            if self.log_file is not None:
                self.log_file.parent.mkdir(parents=True, exist_ok=True)
                big = self.log_file.exists() and self.log_file.stat().st_size > 1_000_000
                errlog = self.log_file.open("w" if big else "a", encoding="utf-8")  # 1 MB cap
                errlog.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} {s.target}\n")
                errlog.flush()
            if errlog is None:
                return stdio_client(params), None
            return stdio_client(params, errlog=errlog), errlog
        import httpx2
        from mcp.client.streamable_http import streamable_http_client

        url = expand(str(s.url), "url")
        headers = {k: expand(v, f"headers.{k}")
                   for k, v in s.headers.items()}
        http = httpx2.AsyncClient(headers=headers,
                                  timeout=httpx2.Timeout(30.0, read=s.call_timeout_s + 5))
        return (http, streamable_http_client(url, http_client=http)), None

    async def _list(self, client: Any) -> Listing:
        listing = Listing(tools=await _tools(client))
        caps = client.server_capabilities
        with contextlib.suppress(Exception):  # optional: a server may not offer them
            if caps.resources is not None:
                found = await client.list_resources()
                listing.resources = [f"{r.uri}  {r.name}" for r in found.resources]
        with contextlib.suppress(Exception):
            if caps.prompts is not None:
                found = await client.list_prompts()
                listing.prompts = [f"{p.name}({_args(p.arguments or [])})"
                                   for p in found.prompts]
        return listing

    async def _message(self, message: Any) -> None:
        """2025-era servers: ``notifications/tools/list_changed`` arrives here (answering it
        is the refresher's job: a request from this handler would wait on itself)."""
        import mcp_types

        if isinstance(message, mcp_types.ToolListChangedNotification):
            self._changed.set()

    async def _listen(self, client: Any) -> None:
        """2026-era servers: tool-list changes come on a ``subscriptions/listen`` stream."""
        from mcp_types.version import MODERN_PROTOCOL_VERSIONS

        if self.protocol not in MODERN_PROTOCOL_VERSIONS:
            return
        try:
            async with client.listen(tools_list_changed=True) as events:
                async for _ in events:
                    self._changed.set()
        except Exception as exc:  # the server does not offer it: changes are not seen
            log.info("mcp server %s: no change events (%s)", self.name, exc)

    async def _refresher(self, client: Any) -> None:
        while True:
            await self._changed.wait()
            self._changed.clear()
            try:
                self.listing.tools = await _tools(client)
            except Exception as exc:
                log.info("mcp server %s: listing tools again failed: %s", self.name, exc)
                continue
            log.info("mcp server %s: tools changed: %s", self.name,
                     ", ".join(t.name for t in self.listing.tools))
            if self.on_tools is not None:
                waited = self.on_tools(self)
                if waited is not None:
                    await waited


async def _tools(client: Any) -> list[ToolInfo]:
    out: list[ToolInfo] = []
    cursor = None
    for _ in range(100):  # a paginator that never ends cannot hang start-up
        page = await client.list_tools(cursor=cursor)
        for t in page.tools:
            hint = bool(t.annotations is not None and t.annotations.read_only_hint)
            out.append(ToolInfo(t.name, t.description or "", dict(t.input_schema or {}), hint))
        cursor = page.next_cursor
        if not cursor:
            break
    return out


def _text(result: Any) -> str:
    """A tool result as the text the model reads."""
    parts: list[str] = []
    for block in result.content or []:
        kind = getattr(block, "type", "")
        if kind == "text":
            parts.append(block.text)
        elif kind in ("image", "audio"):
            parts.append(f"[{kind} {block.mime_type}, {len(block.data) * 3 // 4} bytes]")
        elif kind == "resource":
            res = block.resource
            parts.append(getattr(res, "text", None) or f"[resource {res.uri}]")
        elif kind == "resource_link":
            parts.append(f"[resource {block.uri}]")
        else:
            parts.append(f"[{kind or 'content'}]")
    if not parts and getattr(result, "structured_content", None) is not None:
        parts.append(json.dumps(result.structured_content, ensure_ascii=False))
    text = "\n".join(parts)
    if getattr(result, "is_error", False) and not text.startswith("error:"):
        text = "error: " + (text or "the tool reported an error")
    return text


def _args(arguments: list[Any]) -> str:
    return ", ".join(a.name + ("" if a.required else "?") for a in arguments)


def _closed(exc: BaseException) -> bool:
    return "closed" in str(exc).lower() or "connection" in str(exc).lower()


def _why(exc: BaseException) -> str:
    """One line for what stopped a server."""
    if isinstance(exc, BaseExceptionGroup):
        inner = [e for e in exc.exceptions if not isinstance(e, asyncio.CancelledError)]
        if inner:
            return _why(inner[0])
    if isinstance(exc, FileNotFoundError):
        return f"cannot start it: {exc.filename or exc} not found"
    if isinstance(exc, OSError):
        return f"cannot start it: {exc.strerror or exc}"
    if isinstance(exc, ConfigError):
        return exc.message
    text = str(exc) or type(exc).__name__
    if "closed" in text.lower():
        return "it exited or closed the connection before it answered"
    return f"{type(exc).__name__}: {text}"[:300]
