"""Is a provider reachable, and does it take the key? One cheap authenticated request.

``GET <base_url>/models`` (the model list every OpenAI-compatible service and Anthropic's API
serve) with the key as the provider's wire expects it. Nothing is generated, nothing costs
tokens. Used by ``openkoi doctor`` and ``openkoi connect`` (to test a key before keeping it).
"""

from __future__ import annotations

from dataclasses import dataclass

from openkoi.models.credentials import Credential
from openkoi.models.providers import ProviderInfo

PROBE_TIMEOUT_S = 5.0
ANTHROPIC_VERSION = "2023-06-01"


@dataclass(frozen=True)
class ProbeResult:
    ok: bool
    detail: str  # one line: what answered, or what went wrong
    fix: str = ""  # what the user can do about a failure


def models_url(info: ProviderInfo) -> str:
    base = info.base_url.rstrip("/")
    if info.wire == "anthropic" and not base.endswith("/v1"):
        base += "/v1"
    return base + "/models"


def headers_for(info: ProviderInfo, key: str) -> dict[str, str]:
    if not key:
        return {}
    if info.wire == "anthropic":
        return {"x-api-key": key, "anthropic-version": ANTHROPIC_VERSION}
    return {"Authorization": f"Bearer {key}"}


def probe(info: ProviderInfo, credential: Credential | None,
          timeout: float = PROBE_TIMEOUT_S) -> ProbeResult:
    """One GET of the provider's model list; never raises."""
    import httpx

    url = models_url(info)
    key = credential.key if credential else ""
    try:
        with httpx.Client(timeout=timeout, trust_env=False) as client:
            resp = client.get(url, headers=headers_for(info, key))
    except httpx.TimeoutException:
        return ProbeResult(False, f"{url} did not answer within {timeout:g} s",
                           info.unreachable_hint)
    except httpx.HTTPError as exc:
        return ProbeResult(False, f"cannot reach {url}: {type(exc).__name__}",
                           info.unreachable_hint)
    if resp.status_code in (401, 403):
        return ProbeResult(False, f"{info.label} refused the key (HTTP {resp.status_code})",
                           f"check the key, then: openkoi connect {info.name}")
    if resp.status_code >= 400:
        return ProbeResult(False, f"{url} answered HTTP {resp.status_code}",
                           info.unreachable_hint)
    count = _count_models(resp)
    listed = f", {count} models listed" if count is not None else ""
    return ProbeResult(True, f"{info.label} answered (HTTP {resp.status_code}{listed})")


def _count_models(resp: object) -> int | None:
    try:
        data = resp.json()  # type: ignore[attr-defined]
    except ValueError:
        return None
    items = data.get("data", data.get("models")) if isinstance(data, dict) else None
    return len(items) if isinstance(items, list) else None
