"""Where API keys come from, in the order the README gives (the steps that apply here):

1. environment variables (``ANTHROPIC_API_KEY``, ``OPENAI_API_KEY``, ... per the provider table)
2. saved keys: ``<Paths.credentials>/<provider>.key``, owner-only (0600), written atomically
3. OAuth sign-ins (``openkoi connect copilot|chatgpt``, device code): the token store,
   ``<Paths.credentials>/oauth/<provider>.json``, owner-only, written atomically
   (``models/oauth.py`` signs in and refreshes; this module only reads and writes the store)
4. local probe: an Ollama server answering ``GET /api/tags`` (0.3 s timeout)

One ``Credential`` per provider, the first source that has it; the list keeps the order of
discovery (all env keys, then saved keys, then sign-ins, then the probe), so the first entry is the
provider a model is picked from when nothing is configured. Setting ``OPENKOI_NO_PROBE=1``
skips the network probe (tests, offline runs).
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from openkoi import redact
from openkoi.config import Paths
from openkoi.errors import StorageError, UsageError
from openkoi.fsio import atomic_write
from openkoi.models.providers import ProviderInfo, builtin_providers

OLLAMA_TAGS_URL = "http://localhost:11434/api/tags"
PROBE_TIMEOUT_S = 0.3
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")


@dataclass(frozen=True)
class Credential:
    provider: str
    key: str  # empty for providers that need none (Ollama)
    # "env:OPENAI_API_KEY" | "file:/.../openai.key" | "oauth:/.../copilot.json" | "probe:..."
    source: str
    warning: str | None = None  # e.g. a key file readable by others
    models: tuple[str, ...] = ()  # what a probe found installed (Ollama tags)

    @property
    def redacted(self) -> str:
        if not self.key:
            return ""
        return self.key[:4] + "..." + self.key[-4:] if len(self.key) > 12 else "****"


def key_path(paths: Paths, provider: str) -> Path:
    if not _NAME.match(provider):
        raise UsageError(f"{provider!r} is not a provider name",
                         hint="use the provider's short name, e.g. openai or anthropic")
    return paths.credentials / f"{provider}.key"


def display_path(path: Path, env: Mapping[str, str] | None = None) -> str:
    """``path`` with the user's home shown as ``~``."""
    home = (env or os.environ).get("HOME")
    if home:
        try:
            return "~/" + str(path.relative_to(Path(home)))
        except ValueError:
            pass
    return str(path)


def read_saved_key(paths: Paths, provider: str) -> Credential | None:
    """The saved key for ``provider``, or None. A file others can read is still used, with a
    warning in the Credential (the caller decides whether to show it)."""
    path = key_path(paths, provider)
    try:
        info = path.stat()
        key = path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        return Credential(provider, "", f"file:{path}",
                          warning=f"cannot read {path}: {getattr(exc, 'strerror', exc)}")
    if not key:
        return None
    warning = None
    if stat.S_IMODE(info.st_mode) & 0o077:
        warning = (f"{path} is readable by others (mode {stat.S_IMODE(info.st_mode):o}); "
                   f"run: chmod 600 {path}")
    redact.remember(key)
    return Credential(provider, key, f"file:{path}", warning=warning)


def key_from_env(provider: ProviderInfo, env: Mapping[str, str]) -> Credential | None:
    for var in provider.env_vars:
        value = env.get(var, "").strip()
        if value:
            redact.remember(value)
            return Credential(provider.name, value, f"env:{var}")
    return None


def find_key(paths: Paths, provider: ProviderInfo,
             env: Mapping[str, str] | None = None) -> Credential | None:
    """The key for one provider: environment first, then the saved key file."""
    env = os.environ if env is None else env
    found = key_from_env(provider, env)
    if found is None:
        found = read_saved_key(paths, provider.name)
    return found if found is not None and found.key else None


def probe_ollama(url: str = OLLAMA_TAGS_URL, timeout: float = PROBE_TIMEOUT_S) -> Credential | None:
    """A Credential for a running Ollama server (with the models it has), or None."""
    import urllib.error
    import urllib.request

    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # never via a proxy
    try:
        with opener.open(url, timeout=timeout) as resp:
            body = resp.read(1_000_000)
    except (OSError, urllib.error.URLError, ValueError):
        return None
    try:
        data = json.loads(body)
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("models"), list):
        return None
    names = tuple(
        str(m.get("name") or m.get("model")) for m in data["models"]
        if isinstance(m, dict) and (m.get("name") or m.get("model"))
    )
    return Credential("ollama", "", f"probe:{url}", models=names)


def find_credentials(
    paths: Paths,
    env: Mapping[str, str] | None = None,
    *,
    providers: Iterable[ProviderInfo] | None = None,
    ollama_url: str | None = OLLAMA_TAGS_URL,
    probe_timeout: float = PROBE_TIMEOUT_S,
) -> list[Credential]:
    """Every provider that can be used now, in discovery order (see module docstring).

    ``providers`` defaults to the built-in table; ``ollama_url=None`` skips the probe.
    """
    env = os.environ if env is None else env
    table = list(builtin_providers().values() if providers is None else providers)
    found: list[Credential] = []
    have: set[str] = set()
    for provider in table:
        cred = key_from_env(provider, env)
        if cred is not None:
            found.append(cred)
            have.add(provider.name)
    for provider in table:
        if provider.name in have or not provider.needs_key:
            continue
        cred = read_saved_key(paths, provider.name)
        if cred is not None and cred.key:
            found.append(cred)
            have.add(provider.name)
    for provider in table:
        if provider.name in have or provider.auth != "oauth":
            continue
        token = read_oauth(paths, provider.name)
        if token is not None:
            found.append(Credential(provider.name, "", f"oauth:{oauth_path(paths, provider.name)}",
                                    warning=token.warning))
            have.add(provider.name)
    probing = ollama_url and env.get("OPENKOI_NO_PROBE", "") not in ("1", "true", "yes")
    if probing and "ollama" not in have and any(p.name == "ollama" for p in table):
        cred = probe_ollama(str(ollama_url), probe_timeout)
        if cred is not None:
            found.append(cred)
    return found


def save_key(paths: Paths, provider: str, key: str) -> Path:
    """Save ``key`` as ``<credentials>/<provider>.key``, mode 0600, atomically."""
    key = key.strip()
    if not key or any(c.isspace() for c in key):
        raise UsageError("an API key is one non-empty word",
                         hint="paste the key alone, without spaces or quotes")
    return _store_private(key_path(paths, provider), key + "\n", "the key")


def save_secret(paths: Paths, name: str, text: str) -> Path:
    """Save a secret that is a whole document (a service account's JSON key) where
    ``read_saved_key`` finds it, mode 0600, atomically."""
    text = text.strip()
    if not text:
        raise UsageError("the secret is empty", hint="pipe the file in with --key-stdin")
    return _store_private(key_path(paths, name), text + "\n", "the secret")


def delete_key(paths: Paths, provider: str) -> bool:
    """Remove the saved key; False when there was none."""
    return _remove(key_path(paths, provider))


def _store_private(path: Path, text: str, what: str) -> Path:
    """Write a secret file: its folder 0700, the file 0600, atomically (temp, fsync, rename)."""
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        atomic_write(path, text, mode=0o600)
    except OSError as exc:
        raise StorageError(f"cannot save {what} to {path}: {exc.strerror or exc}",
                           hint=f"check the permissions of {path.parent}") from exc
    return path


def _remove(path: Path) -> bool:
    """Delete a secret file; False when there was none."""
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise StorageError(f"cannot delete {path}: {exc.strerror or exc}",
                           hint=f"remove it by hand: rm {path}") from exc
    return True


def saved_providers(paths: Paths) -> list[str]:
    """Names of the providers with a saved key file."""
    try:
        return sorted(p.stem for p in paths.credentials.glob("*.key") if _NAME.match(p.stem)
                      and not p.stem.startswith("integration."))  # integrations' secrets
    except OSError:
        return []


@dataclass
class OAuthToken:
    """A device-code sign-in, as stored. ``access_token`` is what the sign-in gave (GitHub's
    OAuth token, ChatGPT's access token); ``api_token`` a short-lived token exchanged from it
    where the API wants one (Copilot). Times are Unix seconds; 0 = does not expire."""

    provider: str
    access_token: str
    refresh_token: str = ""
    expires_at: float = 0.0
    api_token: str = ""
    api_expires_at: float = 0.0
    api_base: str = ""  # where the provider's API is, when the sign-in said (Copilot)
    account_id: str = ""  # ChatGPT's account id, sent with every call
    warning: str | None = None  # not stored: e.g. a token file readable by others

    def to_json(self) -> str:
        data = {k: v for k, v in asdict(self).items() if k != "warning"}
        return json.dumps(data, indent=2) + "\n"


def oauth_path(paths: Paths, provider: str) -> Path:
    key_path(paths, provider)  # the same name check
    return paths.credentials / "oauth" / f"{provider}.json"


def read_oauth(paths: Paths, provider: str) -> OAuthToken | None:
    """The stored sign-in for ``provider``, or None (none, or unreadable: sign in again)."""
    path = oauth_path(paths, provider)
    try:
        info = path.stat()
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    names = {f.name for f in fields(OAuthToken)} - {"warning"}
    if not isinstance(data, dict) or not isinstance(data.get("access_token"), str) \
            or not data["access_token"]:
        return None
    try:
        token = OAuthToken(**{k: v for k, v in data.items() if k in names})
    except TypeError:
        return None
    for secret in (token.access_token, token.refresh_token, token.api_token):
        if secret:
            redact.remember(secret)
    if stat.S_IMODE(info.st_mode) & 0o077:
        token.warning = (f"{path} is readable by others (mode {stat.S_IMODE(info.st_mode):o}); "
                         f"run: chmod 600 {path}")
    return token


def save_oauth(paths: Paths, token: OAuthToken) -> Path:
    """Store ``token`` as ``<credentials>/oauth/<provider>.json``, mode 0600, atomically."""
    return _store_private(oauth_path(paths, token.provider), token.to_json(), "the sign-in")


def delete_oauth(paths: Paths, provider: str) -> bool:
    """Forget the sign-in; False when there was none."""
    return _remove(oauth_path(paths, provider))


def signed_in_providers(paths: Paths) -> list[str]:
    """Names of the providers with a stored sign-in."""
    try:
        return sorted(p.stem for p in (paths.credentials / "oauth").glob("*.json")
                      if _NAME.match(p.stem))
    except OSError:
        return []
