"""Signing in with a subscription instead of a key: OAuth device code (RFC 8628 and kin).

``openkoi connect copilot|chatgpt`` runs ``sign_in``: the provider hands out a short user code
and a page to type it on; openkoi polls until the user has approved it there, then stores
the tokens (``credentials.save_oauth``: 0600, atomic). ``fresh_token`` gives a model the
token it should send now, refreshing it first when it expires within ``REFRESH_MARGIN_S``.

- GitHub Copilot: GitHub's device flow (``/login/device/code``, then
  ``/login/oauth/access_token`` until it stops saying ``authorization_pending``;
  ``slow_down`` adds to the interval) gives a GitHub token that does not expire. The API
  wants a Copilot token exchanged from it (``/copilot_internal/v2/token``, ~30 minutes):
  that exchange is the refresh.
- ChatGPT: OpenAI's device flow for Codex (``/api/accounts/deviceauth/usercode``, then
  ``.../deviceauth/token`` until it stops answering 403/404) gives an authorization code and
  a PKCE verifier, exchanged at ``/oauth/token`` for an access token (~1 hour) and a refresh
  token; the refresh is the ``refresh_token`` grant.

The endpoints can be moved (GitHub Enterprise, the tests' fake server):
``OPENKOI_GITHUB_URL`` (https://github.com), ``OPENKOI_GITHUB_API_URL``
(https://api.github.com), ``OPENKOI_CHATGPT_AUTH_URL`` (https://auth.openai.com).
"""

from __future__ import annotations

import base64
import json
import os
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from openkoi.config import Paths
from openkoi.errors import CredentialError, ProviderUnavailable
from openkoi.models.credentials import OAuthToken, read_oauth, save_oauth

REFRESH_MARGIN_S = 300.0  # refresh a token that expires within five minutes
HTTP_TIMEOUT_S = 15.0
SLOW_DOWN_S = 5.0  # RFC 8628 3.5: each slow_down adds five seconds to the interval
COPILOT_CLIENT_ID = "Iv1.b507a08c87ecfe98"  # the client id GitHub's Copilot editors use
CHATGPT_CLIENT_ID = "app_EMoamEEZ73f0CkXaXp7hrann"  # the Codex CLI's client id
# what GitHub's Copilot token endpoint and API expect to hear from an editor
COPILOT_HEADERS = {"editor-version": "vscode/1.99.0", "editor-plugin-version": "copilot/1.300.0",
                   "user-agent": "GithubCopilot/1.300.0",
                   "copilot-integration-id": "vscode-chat"}
_LOCK = threading.Lock()  # one refresh at a time in this process


@dataclass(frozen=True)
class DeviceCode:
    """What the user is shown: a code and where to type it."""

    user_code: str
    verification_uri: str
    expires_in: float
    interval: float
    device_code: str  # opaque, for polling


class Pending(Exception):
    """Not approved yet. ``slow``: the server said ``slow_down`` (wait ``interval`` from now
    on when it names one, else five seconds more)."""

    def __init__(self, *, slow: bool = False, interval: float | None = None) -> None:
        super().__init__("slow_down" if slow else "authorization_pending")
        self.slow = slow
        self.interval = interval


def _env(env: Mapping[str, str] | None, name: str, default: str) -> str:
    return ((os.environ if env is None else env).get(name) or default).rstrip("/")


def _client() -> Any:
    import httpx

    return httpx.Client(timeout=HTTP_TIMEOUT_S, trust_env=False,
                        headers={"accept": "application/json"})


def _json(resp: Any, what: str) -> dict[str, Any]:
    try:
        data = resp.json()
    except ValueError:
        data = None
    if not isinstance(data, dict):
        raise ProviderUnavailable(f"{what} answered HTTP {resp.status_code} without JSON",
                                  hint="try again later")
    return data


def _post(client: Any, url: str, what: str, **kw: Any) -> Any:
    import httpx

    try:
        return client.post(url, **kw)
    except httpx.HTTPError as exc:
        raise ProviderUnavailable(f"cannot reach {url}: {type(exc).__name__}",
                                  hint="check the network connection") from exc


class CopilotFlow:
    provider = "copilot"
    label = "GitHub Copilot"

    def __init__(self, env: Mapping[str, str] | None = None) -> None:
        self.github = _env(env, "OPENKOI_GITHUB_URL", "https://github.com")
        self.api = _env(env, "OPENKOI_GITHUB_API_URL", "https://api.github.com")

    def start(self, client: Any) -> DeviceCode:
        resp = _post(client, f"{self.github}/login/device/code", "GitHub",
                     data={"client_id": COPILOT_CLIENT_ID, "scope": "read:user"})
        data = _json(resp, "GitHub")
        if resp.status_code >= 400 or "device_code" not in data:
            raise ProviderUnavailable(f"GitHub refused to start a sign-in (HTTP "
                                      f"{resp.status_code}: {data.get('error', '?')})",
                                      hint="try again later")
        return DeviceCode(str(data["user_code"]), str(data["verification_uri"]),
                          float(data.get("expires_in", 900)), float(data.get("interval", 5)),
                          str(data["device_code"]))

    def poll(self, client: Any, code: DeviceCode) -> OAuthToken:
        resp = _post(client, f"{self.github}/login/oauth/access_token", "GitHub",
                     data={"client_id": COPILOT_CLIENT_ID, "device_code": code.device_code,
                           "grant_type": "urn:ietf:params:oauth:grant-type:device_code"})
        data = _json(resp, "GitHub")
        if data.get("access_token"):
            token = OAuthToken(self.provider, str(data["access_token"]))
            return self.refresh(client, token)
        _device_error(data, self.label, resp.status_code)
        raise AssertionError("unreachable")  # _device_error always raises

    def refresh(self, client: Any, token: OAuthToken) -> OAuthToken:
        """Exchange the GitHub token for a fresh Copilot API token."""
        import httpx

        url = f"{self.api}/copilot_internal/v2/token"
        try:
            resp = client.get(url, headers={"authorization": f"token {token.access_token}",
                                            **COPILOT_HEADERS})
        except httpx.HTTPError as exc:
            raise ProviderUnavailable(f"cannot reach {url}: {type(exc).__name__}",
                                      hint="check the network connection") from exc
        if resp.status_code == 401:
            raise CredentialError("GitHub no longer accepts the Copilot sign-in",
                                  provider=self.provider, hint="openkoi connect copilot")
        if resp.status_code in (403, 404):
            raise CredentialError("this GitHub account has no Copilot access (HTTP "
                                  f"{resp.status_code})", provider=self.provider,
                                  hint="check the subscription at github.com/settings/copilot")
        data = _json(resp, "GitHub")
        if resp.status_code >= 400 or not data.get("token"):
            raise ProviderUnavailable(f"GitHub's Copilot token endpoint answered HTTP "
                                      f"{resp.status_code}", provider=self.provider,
                                      hint="try again later")
        endpoints = data.get("endpoints")
        api_base = endpoints.get("api", "") if isinstance(endpoints, dict) else ""
        return replace(token, api_token=str(data["token"]),
                       api_expires_at=float(data.get("expires_at") or 0),
                       api_base=str(api_base or token.api_base), warning=None)

    @staticmethod
    def expires_at(token: OAuthToken) -> float:
        return token.api_expires_at if token.api_token else 1.0  # no API token yet: refresh


class ChatGPTFlow:
    provider = "chatgpt"
    label = "ChatGPT"

    def __init__(self, env: Mapping[str, str] | None = None) -> None:
        self.issuer = _env(env, "OPENKOI_CHATGPT_AUTH_URL", "https://auth.openai.com")

    def start(self, client: Any) -> DeviceCode:
        resp = _post(client, f"{self.issuer}/api/accounts/deviceauth/usercode", "OpenAI",
                     json={"client_id": CHATGPT_CLIENT_ID})
        if resp.status_code == 404:
            raise CredentialError("OpenAI does not offer device-code sign-in here (HTTP 404)",
                                  provider=self.provider,
                                  hint="use an API key instead: openkoi connect openai")
        data = _json(resp, "OpenAI")
        if resp.status_code >= 400 or "device_auth_id" not in data:
            raise ProviderUnavailable(f"OpenAI refused to start a sign-in (HTTP "
                                      f"{resp.status_code})", hint="try again later")
        code = data.get("user_code") or data.get("usercode")
        return DeviceCode(str(code), f"{self.issuer}/codex/device", 900.0,
                          float(str(data.get("interval", 5)).strip() or 5),
                          str(data["device_auth_id"]))

    def poll(self, client: Any, code: DeviceCode) -> OAuthToken:
        resp = _post(client, f"{self.issuer}/api/accounts/deviceauth/token", "OpenAI",
                     json={"device_auth_id": code.device_code, "user_code": code.user_code})
        if resp.status_code in (403, 404):
            raise Pending()
        data = _json(resp, "OpenAI")
        if resp.status_code >= 400 or not data.get("authorization_code"):
            _device_error(data, self.label, resp.status_code)
        form = {"grant_type": "authorization_code", "code": data["authorization_code"],
                "redirect_uri": f"{self.issuer}/deviceauth/callback",
                "client_id": CHATGPT_CLIENT_ID, "code_verifier": data.get("code_verifier", "")}
        resp = _post(client, f"{self.issuer}/oauth/token", "OpenAI", data=form)
        return self._tokens(resp, OAuthToken(self.provider, ""))

    def refresh(self, client: Any, token: OAuthToken) -> OAuthToken:
        if not token.refresh_token:
            raise CredentialError("the ChatGPT sign-in has expired", provider=self.provider,
                                  hint="openkoi connect chatgpt")
        resp = _post(client, f"{self.issuer}/oauth/token", "OpenAI",
                     json={"client_id": CHATGPT_CLIENT_ID, "grant_type": "refresh_token",
                           "refresh_token": token.refresh_token,
                           "scope": "openid profile email"})
        return self._tokens(resp, token)

    def _tokens(self, resp: Any, old: OAuthToken) -> OAuthToken:
        if resp.status_code in (400, 401, 403):
            raise CredentialError(f"OpenAI refused the ChatGPT sign-in (HTTP "
                                  f"{resp.status_code})", provider=self.provider,
                                  hint="sign in again: openkoi connect chatgpt")
        data = _json(resp, "OpenAI")
        access = data.get("access_token")
        if resp.status_code >= 400 or not isinstance(access, str) or not access:
            raise ProviderUnavailable(f"OpenAI's token endpoint answered HTTP "
                                      f"{resp.status_code}", provider=self.provider,
                                      hint="try again later")
        claims = _jwt_claims(str(data.get("id_token", ""))) or _jwt_claims(access)
        auth = claims.get("https://api.openai.com/auth")
        account = auth.get("chatgpt_account_id", "") if isinstance(auth, dict) else ""
        expires = (time.time() + float(data["expires_in"]) if data.get("expires_in")
                   else float(_jwt_claims(access).get("exp") or 0))
        return replace(old, access_token=access,
                       refresh_token=str(data.get("refresh_token") or old.refresh_token),
                       expires_at=expires, account_id=str(account or old.account_id),
                       warning=None)

    @staticmethod
    def expires_at(token: OAuthToken) -> float:
        return token.expires_at


Flow = CopilotFlow | ChatGPTFlow
FLOWS: dict[str, type[CopilotFlow] | type[ChatGPTFlow]] = {
    "copilot": CopilotFlow, "chatgpt": ChatGPTFlow}


def flow_for(provider: str, env: Mapping[str, str] | None = None) -> Flow:
    try:
        return FLOWS[provider](env)
    except KeyError:
        raise CredentialError(f"{provider} has no device-code sign-in", provider=provider,
                              hint=f"sign-in providers: {', '.join(FLOWS)}") from None


def _device_error(data: Mapping[str, Any], label: str, status: int) -> None:
    """Raise what a device-flow token answer that carries no token means (RFC 8628 3.5)."""
    error = str(data.get("error", ""))
    if error == "authorization_pending":
        raise Pending()
    if error == "slow_down":
        given = data.get("interval")
        raise Pending(slow=True,
                      interval=float(given) if isinstance(given, (int, float)) else None)
    if error == "expired_token":
        raise CredentialError(f"the {label} code expired before it was approved",
                              hint="run the command again and enter the new code in time")
    if error == "access_denied":
        raise CredentialError(f"the {label} sign-in was denied",
                              hint="run the command again and approve it on the page")
    raise ProviderUnavailable(f"{label} sign-in failed (HTTP {status}: {error or 'no token'})",
                              hint="try again later")


def _jwt_claims(token: str) -> dict[str, Any]:
    """The payload of a JWT, unverified (only read for the expiry and the account id)."""
    parts = token.split(".")
    if len(parts) != 3:
        return {}
    try:
        raw = base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4))
        data = json.loads(raw)
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def sign_in(provider: str, paths: Paths, *, show: Callable[[DeviceCode], None],
            env: Mapping[str, str] | None = None,
            sleep: Callable[[float], None] = time.sleep,
            clock: Callable[[], float] = time.monotonic) -> OAuthToken:
    """Run the device flow for ``provider``: ``show`` the code, poll until it is approved,
    denied or expired, store the tokens. Raises CredentialError on denial or expiry."""
    flow = flow_for(provider, env)
    with _client() as client:
        code = flow.start(client)
        show(code)
        interval = max(code.interval, 0.0)
        deadline = clock() + code.expires_in
        while True:
            if clock() >= deadline:
                raise CredentialError(f"the {flow.label} code expired before it was approved",
                                      provider=provider,
                                      hint="run the command again and enter the new code in time")
            sleep(interval)
            try:
                token = flow.poll(client, code)
            except Pending as pending:
                if pending.slow:
                    interval = (pending.interval if pending.interval is not None
                                else interval + SLOW_DOWN_S)
                continue
            save_oauth(paths, token)
            return token


def fresh_token(paths: Paths, provider: str, *, env: Mapping[str, str] | None = None,
                now: Callable[[], float] = time.time) -> OAuthToken:
    """The stored sign-in for ``provider``, refreshed (and stored again) when it expires
    within ``REFRESH_MARGIN_S``. Raises CredentialError when there is none."""
    with _LOCK:
        token = read_oauth(paths, provider)
        if token is None:
            raise CredentialError(f"not signed in to {provider}", provider=provider,
                                  hint=f"openkoi connect {provider}")
        flow = flow_for(provider, env)
        expires = flow.expires_at(token)
        if expires and expires - now() < REFRESH_MARGIN_S:
            with _client() as client:
                token = flow.refresh(client, token)
            save_oauth(paths, token)
        return token
