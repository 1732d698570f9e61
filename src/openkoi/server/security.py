"""The API's gate, as ASGI middleware in front of every route.

1. Host header: only 127.0.0.1, localhost, ::1, the bound host and ``[api] allowed_hosts``
   (a page on evil.example whose name is re-bound to 127.0.0.1 sends ``Host: evil.example``).
2. Origin: a request that changes state (not GET/HEAD/OPTIONS) or opens a WebSocket and
   carries an ``Origin`` must come from this very server (scheme, allowed host, our port).
   Clients without an Origin (curl, scripts) pass.
3. Token: with ``[api] token`` set, every ``/api/`` request needs
   ``Authorization: Bearer <token>``; a WebSocket may pass ``?token=`` instead (browsers
   cannot set its headers). Compared in constant time.
Refusals are JSON ``{"error", "message", "hint"}`` with 400, 403 or 401.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any
from urllib.parse import parse_qs, urlsplit

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

LOOPBACK = ("127.0.0.1", "localhost", "::1")
_SAFE_METHODS = ("GET", "HEAD", "OPTIONS")


def host_name(value: str) -> str:
    """The host part of a Host header ("[::1]:9742" -> "::1", "Localhost:80" -> "localhost")."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1:value.find("]")] if "]" in value else value
    return value.rsplit(":", 1)[0] if value.count(":") == 1 else value


class Gate:
    def __init__(self, app: ASGIApp, *, token: str, bound_host: str, port: int,
                 extra_hosts: list[str] | None = None) -> None:
        self.app = app
        self.token = token
        self.port = port
        self.hosts = {*LOOPBACK, host_name(bound_host), *(h.lower() for h in extra_hosts or [])}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                   for k, v in scope.get("headers", [])}
        host = headers.get("host", "")
        if host_name(host) not in self.hosts:
            await deny(scope, send, 400, "bad_host", f"Host {host!r} is not served here",
                       "use http://127.0.0.1 or http://localhost, or add the name to "
                       "[api] allowed_hosts")
            return
        origin = headers.get("origin")
        changes = scope["type"] == "websocket" or scope.get("method") not in _SAFE_METHODS
        if origin is not None and changes and not self.origin_ok(origin):
            await deny(scope, send, 403, "bad_origin",
                       f"requests from {origin!r} may not change anything here",
                       "call the API from this server's own pages or without a browser")
            return
        if self.token and scope["path"].startswith("/api/") and \
                not self.token_ok(scope, headers):
            await deny(scope, send, 401, "unauthorized", "a valid API token is required",
                       "send 'Authorization: Bearer <token>' (WebSocket: ?token=<token>)",
                       extra=[(b"www-authenticate", b"Bearer")])
            return
        await self.app(scope, receive, send)

    def origin_ok(self, origin: str) -> bool:
        parts = urlsplit(origin)
        try:
            port = parts.port or (443 if parts.scheme == "https" else 80)
        except ValueError:
            return False
        return parts.scheme in ("http", "https") and (parts.hostname or "") in self.hosts \
            and port == self.port

    def token_ok(self, scope: Scope, headers: dict[str, str]) -> bool:
        given = ""
        auth = headers.get("authorization", "")
        if auth[:7].lower() == "bearer ":
            given = auth[7:].strip()
        elif scope["type"] == "websocket":
            query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
            given = (query.get("token") or [""])[0]
        return hmac.compare_digest(given.encode(), self.token.encode())


async def deny(scope: Scope, send: Send, status: int, code: str, message: str, hint: str,
               extra: list[tuple[bytes, bytes]] | None = None) -> None:
    body = json.dumps({"error": code, "message": message, "hint": hint}).encode()
    head = [(b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()), *(extra or [])]
    if scope["type"] == "websocket":
        if "websocket.http.response" in scope.get("extensions", {}):
            await send({"type": "websocket.http.response.start", "status": status,
                        "headers": head})
            await send({"type": "websocket.http.response.body", "body": body})
        else:  # the server answers a close before accept with 403
            await send({"type": "websocket.close", "code": 1008})
        return
    await send({"type": "http.response.start", "status": status, "headers": head})
    await send({"type": "http.response.body", "body": body})
