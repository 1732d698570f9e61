"""GitHub: a task's results as comments on the issue (or pull request) the task names
(PyGithub).

    [integrations.github]
    repo = "owner/name"
    # base_url = "https://api.github.com"   (GitHub Enterprise: https://HOST/api/v3)

The token (``repo`` or ``issues: write``) comes from ``GITHUB_TOKEN`` or ``openkoi connect
github``. A task names its issue as ``#123``, ``owner/name#123`` or the issue's URL, in the
configured repository only; a task that names none is not posted. The issue is the thread.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from openkoi.delivery import in_thread
from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import Integration, Result, http_error

TIMEOUT_S = 10
_REPO = re.compile(r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")


class GitHub(Integration):
    name = "github"
    label = "GitHub"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {"repo": str, "base_url": str}
    required = ("repo",)
    secret = "token"
    secret_env = ("GITHUB_TOKEN", "GH_TOKEN")
    threads = True

    def check(self, origin: str) -> None:
        if not _REPO.match(self.config["repo"]):
            raise ConfigError(f"{origin}: integrations.github.repo must be owner/name "
                              f"(got {self.config['repo']!r})", hint='e.g. repo = "me/app"')

    def target(self) -> str:
        return str(self.config["repo"])

    def issue(self, task: str) -> int | None:
        """The number of the issue ``task`` names in the configured repository."""
        repo = re.escape(self.config["repo"])
        for pattern in (rf"github\.com/{repo}/(?:issues|pull)/(\d+)", rf"(?<![\w/]){repo}#(\d+)",
                        r"(?<![\w/#])#(\d+)\b"):
            found = re.search(pattern, task, re.IGNORECASE)
            if found:
                return int(found.group(1))
        return None

    def skip(self, result: Result) -> str:
        return "" if self.issue(result.task or result.title) is not None else \
            "the task names no issue of " + self.target()

    async def post(self, result: Result, thread: str) -> str:
        number = self.issue(result.task or result.title)
        if number is None:
            return ""
        await in_thread(self._comment, number, result.markdown())
        return str(number)

    def _comment(self, number: int, body: str) -> None:
        from github import Auth, Github, GithubException

        client = Github(auth=Auth.Token(self.token), base_url=self.config.get("base_url")
                        or "https://api.github.com", timeout=TIMEOUT_S, retry=None,
                        seconds_between_requests=None, seconds_between_writes=None,
                        lazy=True)
        try:
            client.get_repo(self.config["repo"]).get_issue(number).create_comment(body)
        except GithubException as exc:
            headers: Any = exc.headers or {}
            raise http_error(self.label, exc.status, str(exc.data or ""),
                             headers.get("retry-after") or headers.get("Retry-After")) from None
        except OSError as exc:  # requests' connection errors are OSErrors
            raise IntegrationError(f"GitHub is unreachable: {type(exc).__name__}") from None
        finally:
            client.close()
