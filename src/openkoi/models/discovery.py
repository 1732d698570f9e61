"""What each provider serves now: its model-list endpoint, cached for an hour.

``discovered(info, credential, paths)`` asks ``GET <base_url>/models`` (the request
``probe.list_request`` builds: the key or sign-in as the provider wants it) and keeps the
answer in ``<data>/cache/models/<provider>.json`` for ``CACHE_TTL_S``; a failed request
falls back to a stale list, else to nothing (never an error: the provider table still
holds). OpenAI-style lists (``{"data": [{"id"}]}``), Anthropic's (the same) and Gemini's
(``{"models": [{"name": "models/..."}]}``) are read. Amazon Bedrock's comes from its own
AWS API (``bedrock.list_models``: ListFoundationModels and ListInferenceProfiles with the
credentials of the AWS chain), asked only when the chain has something to find without the
network (``bedrock.aws_configured``). Ollama's installed models come from the credential
probe.

The registry uses it for names the table does not list (a model released after this
version), for bare names and for "did you mean"; ``openkoi model list`` shows it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from openkoi.config import Paths
from openkoi.fsio import atomic_write
from openkoi.models.credentials import Credential
from openkoi.models.providers import ProviderInfo

CACHE_TTL_S = 3600.0
FETCH_TIMEOUT_S = 5.0
NOT_LISTED: frozenset[str] = frozenset()  # wires whose model list is never asked for


def cache_file(paths: Paths, provider: str) -> Path:
    return paths.data / "cache" / "models" / f"{provider}.json"


def read_cache(paths: Paths, provider: str) -> tuple[float, list[str]] | None:
    """(when fetched, names) from the cache, or None."""
    try:
        data = json.loads(cache_file(paths, provider).read_text(encoding="utf-8"))
        names = [str(n) for n in data["models"] if isinstance(n, str)]
        return float(data["fetched_at"]), names
    except (OSError, ValueError, KeyError, TypeError):
        return None


def write_cache(paths: Paths, provider: str, names: list[str], now: float) -> None:
    path = cache_file(paths, provider)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps({"fetched_at": now, "models": names}) + "\n")
    except OSError:
        return  # a cache that cannot be written is only slower


def parse_names(data: Any) -> list[str]:
    items = data.get("data", data.get("models")) if isinstance(data, dict) else None
    names: list[str] = []
    for item in items if isinstance(items, list) else ():
        if not isinstance(item, dict):
            continue
        name = item.get("id") or item.get("name") or item.get("model")
        if isinstance(name, str) and name:
            names.append(name.removeprefix("models/"))
    return list(dict.fromkeys(names))


def fetch(info: ProviderInfo, credential: Credential | None,
          timeout: float = FETCH_TIMEOUT_S) -> list[str] | None:
    """The provider's model list now, or None when it could not be had."""
    if info.wire == "bedrock":
        from openkoi.models.bedrock import list_models

        return list_models(timeout)
    import httpx

    from openkoi.models.probe import ProbeResult, list_request

    request = list_request(info, credential)
    if isinstance(request, ProbeResult):
        return None
    url, headers = request
    try:
        with httpx.Client(timeout=timeout, trust_env=False) as client:
            resp = client.get(url, headers=headers)
        if resp.status_code >= 400:
            return None
        return parse_names(resp.json())
    except (httpx.HTTPError, ValueError):
        return None


def listable(info: ProviderInfo, credential: Credential | None,
             env: Mapping[str, str] | None = None) -> bool:
    """Whether ``info``'s model list can be asked for now (its key or sign-in is there; for
    Bedrock, the AWS chain has credentials to find)."""
    if info.wire in NOT_LISTED or info.local:
        return False
    if info.auth == "aws":
        import os

        from openkoi.models.bedrock import aws_configured

        return aws_configured(os.environ if env is None else env)
    return credential is not None or (not info.needs_key and info.auth == "key")


def discovered(info: ProviderInfo, credential: Credential | None, paths: Paths, *,
               refresh: bool = False, offline: bool = False,
               now: Callable[[], float] = time.time,
               env: Mapping[str, str] | None = None) -> list[str]:
    """The names ``info`` serves: the cached list while it is under an hour old (``refresh``
    asks again), else a fresh one; ``offline`` reads the cache only, however old."""
    if not listable(info, credential, env):
        return list(credential.models) if credential else []
    cached = read_cache(paths, info.name)
    if cached is not None and (offline or (not refresh and now() - cached[0] < CACHE_TTL_S)):
        return cached[1]
    if offline:
        return []
    names = fetch(info, credential)
    if names is None:
        return cached[1] if cached is not None else []
    write_cache(paths, info.name, names, now())
    return names
