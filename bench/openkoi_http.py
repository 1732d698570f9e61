"""Run the real `openkoi` CLI with its embedded model answered by a llama.cpp HTTP server.

    python bench/openkoi_http.py --endpoint http://127.0.0.1:PORT/v1 [--key K] -- <openkoi args>

Why not a custom OpenAI-compatible provider: openkoi treats its embedded model differently
from a remote one (``Capabilities``: no native tool calls, so tool steps are
schema-constrained JSON; whole-file edits; the judge skipped when the model is local). A
``[providers.x]`` endpoint gets a remote model's capabilities and would measure a
configuration nobody who runs the default model gets. So this launcher keeps every line of
``openkoi.models.local.LocalModel`` (its requests, schema, parsing) and replaces only the
transport: the request dict that ``LocalModel`` hands to xllamacpp's in-process
``handle_chat_completions`` is POSTed to the server's ``/chat/completions`` instead, and the
streamed chunks come back to the same callback. The suite serves the model once over HTTP
for every tool (bench/suite.py); this is how openkoi reaches it.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any


class HttpLlama:
    """Stands in for ``xllamacpp.Server``: the one method ``LocalModel`` uses, over HTTP."""

    def __init__(self, endpoint: str, key: str) -> None:
        self.url = endpoint.rstrip("/") + "/chat/completions"
        self.key = key

    def handle_chat_completions(self, request: dict[str, Any],
                                callback: Callable[[dict[str, Any]], Any]) -> None:
        import httpx

        headers = {"Authorization": f"Bearer {self.key}"}
        with httpx.stream("POST", self.url, json=request, headers=headers,
                          timeout=httpx.Timeout(None, connect=10.0)) as resp:
            if resp.status_code == 400:  # llama.cpp rejected the request (its JSON schema)
                raise ValueError(resp.read().decode("utf-8", "replace")[:300])
            if resp.status_code != 200:
                body = resp.read().decode("utf-8", "replace")[:300]
                raise RuntimeError(f"HTTP {resp.status_code}: {body}")
            for line in resp.iter_lines():
                if not line.startswith("data:"):
                    continue
                data = line[5:].strip()
                if data == "[DONE]":
                    break
                if callback(json.loads(data)):  # the caller left: stop generating
                    break


def install(endpoint: str, key: str) -> None:
    """Route the embedded model's calls to ``endpoint``; the GGUF need not be installed."""
    from openkoi.models import local

    server = HttpLlama(endpoint, key)
    local._server = lambda *args, **kwargs: server  # type: ignore[assignment]
    # calls take the server with its reload count (``_serve``); over HTTP nothing reloads
    local._serve = lambda *args, **kwargs: (server, 0)  # type: ignore[assignment]
    local.ensure_model = lambda name, paths, *args, **kwargs: (  # type: ignore[assignment]
        Path(paths.models) / f"{name}.gguf")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--endpoint", required=True, help="http://127.0.0.1:PORT/v1")
    p.add_argument("--key", default="none", help="the server's API key")
    p.add_argument("openkoi_args", nargs=argparse.REMAINDER)
    args = p.parse_args(argv)
    rest = args.openkoi_args[1:] if args.openkoi_args[:1] == ["--"] else args.openkoi_args
    install(args.endpoint, args.key)
    from openkoi.cli.main import main as openkoi_main

    return int(openkoi_main(rest) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
