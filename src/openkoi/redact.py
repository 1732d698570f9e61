"""One redaction pass for everything openkoi writes down or sends on.

Two kinds of secrets are replaced with ``[REDACTED]``:

- known values: every key openkoi has loaded (``remember``, called by the credential loader)
  and the values of environment variables whose names say they hold a secret (``*_KEY``,
  ``*_TOKEN``, ``*_SECRET``, ``*_PASSWORD``, ``*_PAT``, ``*_DSN``, ``DATABASE_URL``,
  ``*_WEBHOOK_URL``, ...), read when first needed;
- key-shaped strings whatever their source: ``sk-...`` (OpenAI, Anthropic), ``ghp_``/
  ``github_pat_``, ``AKIA``/``ASIA`` (AWS), ``xox?-`` (Slack), ``AIza`` (Google), ``glpat-``,
  ``hf_``, ``Bearer ...``, private key blocks, and ``user:password@`` in URLs.

It is applied at the few choke points everything passes through: the event bus (so the
database, webhooks, WebSocket clients, progress lines and transcripts never see a secret),
the tool registry's result (what goes back to the model), the transcript and state writers,
the log handler, and every ``OpenKoiError`` message (provider errors that echo a key). It sits
at the bottom layer: it imports nothing from openkoi.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Mapping
from typing import Any

MASK = "[REDACTED]"
MIN_KNOWN = 8  # shorter values are too likely to be ordinary words

_SECRET_NAME = re.compile(
    r"(KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|AUTH|PRIVATE|_PAT$|_PASS$|"
    r"DSN$|DATABASE_URL|_DB_URL$|WEBHOOK|COOKIE|SESSION)", re.I)
_NOT_SECRET_NAME = re.compile(r"^(OPENKOI_(HOME|DATA|CONFIG|MODEL|LOG_LEVEL|MODELS_DIR|"
                              r"SANDBOX|NO_PROBE)|SSH_AUTH_SOCK|.*_(PATH|DIR|FILE|HOST|PORT|"
                              r"REGION|PROFILE|USER|USERNAME))$", re.I)

PATTERNS: tuple[re.Pattern[str], ...] = tuple(re.compile(p) for p in (
    r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z0-9 ]*PRIVATE KEY-----|\Z)",
    r"\bsk-(?:ant-|proj-|or-|live-|test-)?[A-Za-z0-9_\-]{16,}",
    r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}",
    r"\bgithub_pat_[A-Za-z0-9_]{20,}",
    r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{16}\b",
    r"\bxox[abposr]-[A-Za-z0-9-]{10,}",
    r"\bAIza[0-9A-Za-z_\-]{35}",
    r"\bglpat-[A-Za-z0-9_\-]{20,}",
    r"\bhf_[A-Za-z0-9]{30,}",
    r"\bnpm_[A-Za-z0-9]{36}\b",
    r"\bpypi-[A-Za-z0-9_\-]{40,}",
    r"(?<=[Bb]earer )[A-Za-z0-9._~+/\-]{16,}=*",
    r"(?<=://)[^/\s:@]{1,64}:[^/\s@]{3,200}(?=@)",  # user:password@host
    r"(?i)(?<=aws_secret_access_key)(\s*[=:]\s*)[A-Za-z0-9/+]{40}",
))

_lock = threading.Lock()
_known: set[str] = set()
_from_env: set[str] = set()
_env_read = False


def remember(value: str | None) -> None:
    """Add a secret openkoi holds (a key it loaded) to the values that are always masked."""
    if value and len(value.strip()) >= MIN_KNOWN:
        with _lock:
            _known.add(value.strip())


def secret_env_values(environ: Mapping[str, str]) -> set[str]:
    """The values of variables whose names say they hold a secret."""
    return {value.strip() for name, value in environ.items()
            if _SECRET_NAME.search(name) and not _NOT_SECRET_NAME.match(name)
            and len(value.strip()) >= MIN_KNOWN}


def _known_values() -> list[str]:
    global _env_read
    with _lock:
        if not _env_read:
            _from_env.update(secret_env_values(os.environ))
            _env_read = True
        # longest first, so a key that contains another is masked whole
        return sorted(_known | _from_env, key=len, reverse=True)


def refresh_environment() -> None:
    """Read the environment's secrets again (tests that set variables call this)."""
    global _env_read
    with _lock:
        _from_env.clear()
        _env_read = False


def redact(text: str) -> str:
    """``text`` with every known secret and key-shaped string replaced by ``[REDACTED]``."""
    if not text or not isinstance(text, str):
        return text
    for value in _known_values():
        if value in text:
            text = text.replace(value, MASK)
    for pattern in PATTERNS:
        text = pattern.sub(_mask, text)
    return text


def _mask(match: re.Match[str]) -> str:
    lead = match.group(1) if match.re.groups and match.group(1) and \
        match.group(1).strip() in ("=", ":") else ""
    return lead + MASK


def redact_obj(obj: Any) -> Any:
    """``redact`` through dicts, lists and tuples (keys are kept; strings inside are masked)."""
    if isinstance(obj, str):
        return redact(obj)
    if isinstance(obj, dict):
        return {k: redact_obj(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [redact_obj(v) for v in obj]
    if isinstance(obj, tuple):
        return tuple(redact_obj(v) for v in obj)
    return obj
