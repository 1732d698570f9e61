"""A scripted HTTP server on 127.0.0.1 for provider wire tests (no network).

``FakeServer`` runs ``http.server`` in a thread. POST (and PATCH, PUT) requests take the next
``Reply`` from a queue (FIFO); GET requests are answered from ``routes``. Every request is
recorded (path, headers, decoded JSON body). A missing scripted reply is a 599 so the test
fails loudly.

The helpers build the SSE event lists each wire format streams: OpenAI chat-completion
chunks and Anthropic Messages events.
"""

from __future__ import annotations

import json
import queue
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # JSON-encoded when not a str
    sse: list[tuple[str | None, Any]] | None = None  # (event name, data) pairs
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # seconds before anything is sent
    raw: bytes | None = None  # sent as is (e.g. an AWS event stream), with ``headers``


@dataclass
class Seen:
    method: str
    path: str
    headers: dict[str, str]  # names lower-cased
    body: Any


class FakeServer:
    def __init__(self, *replies: Reply, routes: dict[str, Reply] | None = None) -> None:
        self.replies: queue.Queue[Reply] = queue.Queue()
        for r in replies:
            self.replies.put(r)
        self.routes = dict(routes or {})
        self.requests: list[Seen] = []
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def push(self, *replies: Reply) -> None:
        for r in replies:
            self.replies.put(r)

    def __enter__(self) -> FakeServer:
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                return

            def _record(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body: Any = json.loads(raw) if raw else None
                except ValueError:
                    body = raw.decode(errors="replace")
                owner.requests.append(Seen(self.command, self.path,
                                           {k.lower(): v for k, v in self.headers.items()}, body))

            def do_GET(self) -> None:  # noqa: N802
                self._record()
                reply = owner.routes.get(self.path.split("?")[0])
                self._send(reply or Reply(404, {"error": "no route"}))

            def do_POST(self) -> None:  # noqa: N802
                self._record()
                try:
                    reply = owner.replies.get_nowait()
                except queue.Empty:
                    reply = Reply(599, {"error": {"message": "no scripted reply left"}})
                self._send(reply)

            do_PATCH = do_POST  # noqa: N815  (Notion appends blocks with PATCH)
            do_PUT = do_POST  # noqa: N815

            def _send(self, reply: Reply) -> None:
                try:
                    if reply.delay:
                        time.sleep(reply.delay)
                    self.send_response(reply.status)
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    if reply.raw is not None:
                        self.send_header("Content-Length", str(len(reply.raw)))
                        self.end_headers()
                        self.wfile.write(reply.raw)
                        return
                    if reply.sse is not None:
                        self.send_header("Content-Type", "text/event-stream")
                        self.end_headers()
                        for event, data in reply.sse:
                            text = data if isinstance(data, str) else json.dumps(data)
                            chunk = (f"event: {event}\n" if event else "") + f"data: {text}\n\n"
                            self.wfile.write(chunk.encode())
                            self.wfile.flush()
                        return
                    payload = reply.body if isinstance(reply.body, str) else json.dumps(
                        reply.body if reply.body is not None else {})
                    raw = payload.encode()
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(raw)))
                    self.end_headers()
                    self.wfile.write(raw)
                except (BrokenPipeError, ConnectionResetError):
                    return

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever,
                                        kwargs={"poll_interval": 0.02}, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        assert self._server is not None
        self._server.shutdown()
        self._server.server_close()


def free_port() -> int:
    """A port nothing listens on (bound, then released)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# --- OpenAI chat-completion chunks ---------------------------------------------------------

def _chunk(delta: dict[str, Any] | None, finish: str | None = None,
           usage: dict[str, int] | None = None) -> dict[str, Any]:
    choices = [] if delta is None else [{"index": 0, "delta": delta, "finish_reason": finish}]
    return {"id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1,
            "model": "fake", "choices": choices, "usage": usage}


def openai_text(parts: list[str], *, finish: str = "stop",
                usage: tuple[int, int] | None = (11, 7)) -> list[tuple[str | None, Any]]:
    events: list[tuple[str | None, Any]] = [(None, _chunk({"role": "assistant", "content": ""}))]
    events += [(None, _chunk({"content": p})) for p in parts]
    events.append((None, _chunk({}, finish)))
    if usage is not None:
        events.append((None, _chunk(None, usage={
            "prompt_tokens": usage[0], "completion_tokens": usage[1],
            "total_tokens": usage[0] + usage[1]})))
    events.append((None, "[DONE]"))
    return events


def openai_tool_calls(calls: list[tuple[str, str, str]], *, text: str = "",
                      usage: tuple[int, int] = (20, 9)) -> list[tuple[str | None, Any]]:
    """(id, name, arguments JSON) per call; arguments arrive in three fragments each."""
    events: list[tuple[str | None, Any]] = [(None, _chunk({"role": "assistant",
                                                           "content": text or None}))]
    for index, (call_id, name, args) in enumerate(calls):
        third = max(1, len(args) // 3)
        pieces = [args[:third], args[third:2 * third], args[2 * third:]]
        events.append((None, _chunk({"tool_calls": [{
            "index": index, "id": call_id, "type": "function",
            "function": {"name": name, "arguments": pieces[0]}}]})))
        for piece in pieces[1:]:
            events.append((None, _chunk({"tool_calls": [{
                "index": index, "function": {"arguments": piece}}]})))
    events.append((None, _chunk({}, "tool_calls")))
    events.append((None, _chunk(None, usage={
        "prompt_tokens": usage[0], "completion_tokens": usage[1],
        "total_tokens": sum(usage)})))
    events.append((None, "[DONE]"))
    return events


def openai_error(status: int, message: str, *, code: str | None = None,
                 etype: str = "invalid_request_error",
                 headers: dict[str, str] | None = None) -> Reply:
    return Reply(status, {"error": {"message": message, "type": etype, "param": None,
                                    "code": code}}, headers=dict(headers or {}))


# --- Anthropic Messages events -------------------------------------------------------------

def _message_start(input_tokens: int) -> tuple[str, Any]:
    return ("message_start", {"type": "message_start", "message": {
        "id": "msg_1", "type": "message", "role": "assistant", "model": "fake", "content": [],
        "stop_reason": None, "stop_sequence": None,
        "usage": {"input_tokens": input_tokens, "output_tokens": 1}}})


def _message_end(stop_reason: str, output_tokens: int) -> list[tuple[str | None, Any]]:
    return [
        ("message_delta", {"type": "message_delta",
                           "delta": {"stop_reason": stop_reason, "stop_sequence": None},
                           "usage": {"output_tokens": output_tokens}}),
        ("message_stop", {"type": "message_stop"}),
    ]


def anthropic_text(parts: list[str], *, stop_reason: str = "end_turn",
                   usage: tuple[int, int] = (13, 5)) -> list[tuple[str | None, Any]]:
    events: list[tuple[str | None, Any]] = [_message_start(usage[0])]
    events.append(("content_block_start", {"type": "content_block_start", "index": 0,
                                           "content_block": {"type": "text", "text": ""}}))
    events.append(("ping", {"type": "ping"}))
    for p in parts:
        events.append(("content_block_delta", {"type": "content_block_delta", "index": 0,
                                               "delta": {"type": "text_delta", "text": p}}))
    events.append(("content_block_stop", {"type": "content_block_stop", "index": 0}))
    return events + _message_end(stop_reason, usage[1])


def anthropic_tool_use(calls: list[tuple[str, str, str]], *, text: str = "",
                       usage: tuple[int, int] = (30, 12)) -> list[tuple[str | None, Any]]:
    """(id, name, input JSON) per call; the JSON arrives in fragments."""
    events: list[tuple[str | None, Any]] = [_message_start(usage[0])]
    index = 0
    if text:
        events.append(("content_block_start", {"type": "content_block_start", "index": 0,
                                               "content_block": {"type": "text", "text": ""}}))
        events.append(("content_block_delta", {"type": "content_block_delta", "index": 0,
                                               "delta": {"type": "text_delta", "text": text}}))
        events.append(("content_block_stop", {"type": "content_block_stop", "index": 0}))
        index = 1
    for call_id, name, args in calls:
        events.append(("content_block_start", {
            "type": "content_block_start", "index": index,
            "content_block": {"type": "tool_use", "id": call_id, "name": name, "input": {}}}))
        half = len(args) // 2
        for piece in (args[:half], args[half:]):
            events.append(("content_block_delta", {
                "type": "content_block_delta", "index": index,
                "delta": {"type": "input_json_delta", "partial_json": piece}}))
        events.append(("content_block_stop", {"type": "content_block_stop", "index": index}))
        index += 1
    return events + _message_end("tool_use", usage[1])


def anthropic_error(status: int, etype: str, message: str,
                    headers: dict[str, str] | None = None) -> Reply:
    return Reply(status, {"type": "error", "error": {"type": etype, "message": message}},
                 headers=dict(headers or {}))


# --- AWS event streams (Bedrock ConverseStream) ---------------------------------------------

def aws_event(event_type: str, payload: dict[str, Any], *,
              message_type: str = "event") -> bytes:
    """One message of the binary ``application/vnd.amazon.eventstream`` framing."""
    import binascii
    import struct

    def header(name: str, value: str) -> bytes:
        raw_name, raw_value = name.encode(), value.encode()
        return (struct.pack(">B", len(raw_name)) + raw_name + b"\x07"
                + struct.pack(">H", len(raw_value)) + raw_value)

    kind = ":event-type" if message_type == "event" else ":exception-type"
    headers = (header(":message-type", message_type) + header(kind, event_type)
               + header(":content-type", "application/json"))
    body = json.dumps(payload).encode()
    total = 12 + len(headers) + len(body) + 4
    prelude = struct.pack(">II", total, len(headers))
    prelude += struct.pack(">I", binascii.crc32(prelude) & 0xFFFFFFFF)
    message = prelude + headers + body
    return message + struct.pack(">I", binascii.crc32(message) & 0xFFFFFFFF)


def bedrock_stream(events: list[tuple[str, dict[str, Any]]]) -> Reply:
    return Reply(raw=b"".join(aws_event(name, body) for name, body in events),
                 headers={"Content-Type": "application/vnd.amazon.eventstream"})


def bedrock_text(parts: list[str], *, stop: str = "end_turn",
                 usage: tuple[int, int] = (10, 4)) -> Reply:
    events: list[tuple[str, dict[str, Any]]] = [("messageStart", {"role": "assistant"})]
    events += [("contentBlockDelta", {"contentBlockIndex": 0, "delta": {"text": p}})
               for p in parts]
    events += [("contentBlockStop", {"contentBlockIndex": 0}),
               ("messageStop", {"stopReason": stop}),
               ("metadata", {"usage": {"inputTokens": usage[0], "outputTokens": usage[1],
                                       "totalTokens": sum(usage)}, "metrics": {"latencyMs": 5}})]
    return bedrock_stream(events)
