"""One error hierarchy for openkoi, grouped by who is at fault.

Errors never print or log in their constructors; only ``openkoi.cli`` turns them into
one-line messages and exit codes (see ``openkoi.cli.exits``).

    OpenKoiError
    ├── UsageError                 the user asked for something malformed
    ├── ConfigError                config.toml unreadable or a value is invalid
    ├── CredentialError            a provider needs a key that is missing or rejected
    ├── UnknownModelError          "provider/model" does not resolve (carries suggestions)
    ├── ProviderError              the model service failed (after retries)
    │   ├── ProviderUnavailable    connection refused, DNS, timeout, 5xx
    │   ├── RateLimited            429 (carries retry_after)
    │   └── ContextOverflow        the prompt does not fit the model's context window
    ├── ModelOutputError           the model's answer could not be parsed (after retries)
    ├── ModelInstallError          the embedded model could not be installed or verified
    ├── ToolError                  a tool failed in a way the model should hear about
    │   └── PolicyViolation        a path or command the policy forbids
    ├── BudgetExceeded             a token / cost / time budget ran out (ends a task cleanly)
    ├── IntegrationError           Slack, email, GitHub, ... refused or failed a delivery
    ├── StorageError               the database or a state file could not be written/read
    │   └── DiskFull               no space left (or over quota): ends the task, not retried
    └── Interrupted                the run was stopped by a signal (Ctrl-C, SIGTERM)
"""

from __future__ import annotations

from openkoi.redact import redact


class OpenKoiError(Exception):
    """Base of every error openkoi raises on purpose.

    ``hint`` is the "how to fix" half of the one-line message.
    """

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        message = redact(message)  # a provider error may echo the key it was sent
        super().__init__(message)
        self.message = message
        self.hint = redact(hint) if hint else hint

    def __str__(self) -> str:
        return self.message


class UsageError(OpenKoiError):
    pass


class ConfigError(OpenKoiError):
    pass


class CredentialError(OpenKoiError):
    def __init__(self, message: str, *, provider: str = "", hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.provider = provider


class UnknownModelError(OpenKoiError):
    def __init__(
        self, message: str, *, suggestions: list[str] | None = None, hint: str | None = None
    ) -> None:
        self.suggestions = list(suggestions or [])
        if hint is None and self.suggestions:
            hint = "did you mean " + " or ".join(repr(s) for s in self.suggestions[:3]) + "?"
        super().__init__(message, hint=hint)


class ProviderError(OpenKoiError):
    def __init__(
        self, message: str, *, provider: str = "", status: int | None = None,
        hint: str | None = None,
    ) -> None:
        super().__init__(message, hint=hint)
        self.provider = provider
        self.status = status


class ProviderUnavailable(ProviderError):
    pass


class RateLimited(ProviderError):
    def __init__(
        self, message: str, *, provider: str = "", status: int | None = 429,
        retry_after: float | None = None, hint: str | None = None,
    ) -> None:
        super().__init__(message, provider=provider, status=status, hint=hint)
        self.retry_after = retry_after


class ContextOverflow(ProviderError):
    pass


class ModelOutputError(OpenKoiError):
    def __init__(self, message: str, *, raw: str = "", hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.raw = raw


class ModelInstallError(OpenKoiError):
    pass


class ToolError(OpenKoiError):
    pass


class PolicyViolation(ToolError):
    pass


class BudgetExceeded(OpenKoiError):
    def __init__(self, message: str, *, which: str = "", hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.which = which


class IntegrationError(OpenKoiError):
    """A service an integration posts to failed: ``permanent`` (auth refused, a bad
    channel: retrying cannot help), ``retry_after`` (a 429's wait, seconds), ``status``
    (its HTTP status or SMTP code, when it answered)."""

    def __init__(self, message: str, *, status: int | None = None, permanent: bool = False,
                 retry_after: float | None = None, hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.status = status
        self.permanent = permanent
        self.retry_after = retry_after


class StorageError(OpenKoiError):
    pass


class DiskFull(StorageError):
    """A write failed for lack of space: the task ends (the file written stays as it was)."""


class Interrupted(OpenKoiError):
    pass
