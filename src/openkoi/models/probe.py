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
    if info.wire == "gemini":
        return base + "/v1beta/models"
    if info.wire == "anthropic" and not base.endswith("/v1"):
        base += "/v1"
    return base + "/models"


def headers_for(info: ProviderInfo, key: str) -> dict[str, str]:
    if not key:
        return {}
    if info.wire == "anthropic":
        return {"x-api-key": key, "anthropic-version": ANTHROPIC_VERSION}
    if info.wire == "gemini":
        return {"x-goog-api-key": key}
    return {"Authorization": f"Bearer {key}"}


def probe(info: ProviderInfo, credential: Credential | None,
          timeout: float = PROBE_TIMEOUT_S) -> ProbeResult:
    """One GET of the provider's model list; never raises."""
    import httpx

    request = list_request(info, credential)
    if isinstance(request, ProbeResult):
        return request
    url, headers = request
    try:
        with httpx.Client(timeout=timeout, trust_env=False) as client:
            resp = client.get(url, headers=headers)
    except httpx.TimeoutException:
        return ProbeResult(False, f"{url} did not answer within {timeout:g} s",
                           info.unreachable_hint)
    except httpx.HTTPError as exc:
        return ProbeResult(False, f"cannot reach {url}: {type(exc).__name__}",
                           info.unreachable_hint)
    if resp.status_code in (401, 403):
        what = "the sign-in" if info.auth == "oauth" else "the key"
        return ProbeResult(False, f"{info.label} refused {what} (HTTP {resp.status_code})",
                           f"check the key, then: openkoi connect {info.name}")
    if resp.status_code >= 400:
        return ProbeResult(False, f"{url} answered HTTP {resp.status_code}",
                           info.unreachable_hint)
    count = _count_models(resp)
    listed = f", {count} models listed" if count is not None else ""
    return ProbeResult(True, f"{info.label} answered (HTTP {resp.status_code}{listed})")


def list_request(info: ProviderInfo, credential: Credential | None
                 ) -> tuple[str, dict[str, str]] | ProbeResult:
    """(URL, headers) of the provider's model list, or why it cannot be asked."""
    if info.auth == "oauth":  # a sign-in: its current token (refreshed when it expires)
        return _signed_in(info, credential)
    return models_url(info), headers_for(info, credential.key if credential else "")


def _signed_in(info: ProviderInfo, credential: Credential | None
               ) -> tuple[str, dict[str, str]] | ProbeResult:
    from openkoi.config import Paths
    from openkoi.errors import OpenKoiError
    from openkoi.models.signed_in import SignedIn

    source = credential.source if credential else ""
    if not source.startswith("oauth:"):
        return ProbeResult(False, f"not signed in to {info.label}",
                           f"openkoi connect {info.name}")
    paths = Paths.from_env()
    try:
        bearer = SignedIn(paths, info.name).current_sync()
    except OpenKoiError as exc:
        return ProbeResult(False, str(exc), exc.hint or f"openkoi connect {info.name}")
    base = (bearer.base_url or info.base_url).rstrip("/")
    return base + "/models", {"Authorization": f"Bearer {bearer.token}", **bearer.headers}


def _count_models(resp: object) -> int | None:
    try:
        data = resp.json()  # type: ignore[attr-defined]
    except ValueError:
        return None
    items = data.get("data", data.get("models")) if isinstance(data, dict) else None
    return len(items) if isinstance(items, list) else None
