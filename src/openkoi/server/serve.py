"""Run the API under uvicorn on a socket bound here (so a taken port is a clear error).

SIGTERM and Ctrl-C stop it gracefully: open connections get a few seconds, running tasks
are recorded as interrupted, queued tasks stay queued for the next start.
"""

from __future__ import annotations

import errno
import ipaddress
import socket
from collections.abc import Callable
from pathlib import Path

from openkoi import errors
from openkoi.config import Paths
from openkoi.server.settings import ApiSettings

GRACE_S = 3


def url_for(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def bind(host: str, port: int) -> socket.socket:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        raise errors.UsageError(f"cannot listen on {host!r}: {exc.strerror}",
                                hint="use --host 127.0.0.1") from None
    family, _type, proto, _name, address = infos[0]
    # proto must say TCP: asyncio only sets TCP_NODELAY on sockets that do (else every
    # response waits ~40 ms for a delayed ACK between its header and body segments)
    sock = socket.socket(family, socket.SOCK_STREAM, proto or socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise errors.UsageError(
                f"port {port} on {host} is already in use",
                hint="is openkoi already serving? see `openkoi daemon status`, "
                "or pick another --port") from None
        raise errors.UsageError(f"cannot listen on {host}:{port}: {exc.strerror}",
                                hint="pick another --host/--port") from None
    sock.set_inheritable(False)
    return sock


def serve(paths: Paths, workspace: Path, api: ApiSettings, *, daemon: bool = False,
          ready: Callable[[str], None] | None = None) -> None:
    """Serve until stopped. ``api`` carries host, port, workers, token and webhooks."""
    import uvicorn

    from openkoi.server.app import Server, create_app
    from openkoi.server.hub import EventHub
    from openkoi.server.queue import TaskQueue

    if not is_loopback(api.host) and not api.token:
        raise errors.UsageError(f"refusing to listen on {api.host} without an API token",
                                hint="set [api] token in config.toml or OPENKOI_API_TOKEN, "
                                "or keep the default --host 127.0.0.1")
    sock = bind(api.host, api.port)
    try:
        port = int(sock.getsockname()[1])
        url = url_for(api.host, port)
        hub = EventHub()
        queue = TaskQueue(paths, workspace, api, hub)
        queue.open()
        app = create_app(Server(queue=queue, hub=hub, api=api, url=url, daemon=daemon))
        config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on",
                                ws="websockets", timeout_graceful_shutdown=GRACE_S,
                                server_header=False)
        server = uvicorn.Server(config)
        if ready is not None:
            ready(url)
        server.run(sockets=[sock])
    finally:
        sock.close()
