"""GitHub: a task's results as comments on the issue (or pull request) the task names, and
a pull request with the task's changes where configured (PyGithub, git).

    [integrations.github]
    repo = "owner/name"
    pull_request = false    # true: a finished task's changes become a pull request
    remote = "origin"       # where its branch is pushed (a remote name or URL)
    # base = "main"         # the pull request's base (default: the branch HEAD is on)
    attach_diff = false     # true: a result comment carries the task's diff
    # base_url = "https://api.github.com"   (GitHub Enterprise: https://HOST/api/v3)
    # inbound = true, allowed_users: tasks from `/openkoi` comments (github_events.py)

The token (``repo``, or ``issues: write`` and ``pull_requests: write``) comes from
``GITHUB_TOKEN`` or ``openkoi connect github``; the branch is pushed with git's own
credentials for the remote. A task names its issue as ``#123``, ``owner/name#123`` or the
issue's URL, in the configured repository only. The issue is the thread; a task that names
none is not posted, unless it opens a pull request, which is then its thread.

A pull request (on ``task.complete``, when the task changed files in the workspace's git
repository): the changed files are committed on ``HEAD`` through a temporary index, so the
checkout, its index and its branches stay as they were (``gitchanges``), pushed to
``openkoi/TASK_ID`` and proposed against ``base``; its body is the result (``Closes #N``
when the task names an issue), and the issue's comment links it.
A task taken from a ``/openkoi`` comment (``github_events``) answers on that comment's issue.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from openkoi.delivery import in_thread
from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations import gitchanges
from openkoi.integrations.base import COMPLETE, FAILED, UNVERIFIED, Integration, Result, http_error

TIMEOUT_S = 10
_REPO = re.compile(r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")


class GitHub(Integration):
    name = "github"
    label = "GitHub"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {
        "repo": str, "base_url": str, "pull_request": bool, "remote": str, "base": str,
        "attach_diff": bool, "inbound": bool, "allowed_users": list}
    required = ("repo",)
    secret = "token"
    secret_env = ("GITHUB_TOKEN", "GH_TOKEN")
    threads = True
    inbound_secret = "webhook secret"
    inbound_secret_env = ("GITHUB_WEBHOOK_SECRET",)

    def __init__(self, config: dict[str, Any], secret: str = "") -> None:
        super().__init__(config, secret)
        self._pulls: dict[str, str] = {}  # task id -> "NUMBER URL": a retry opens none again

    def check(self, origin: str) -> None:
        from openkoi.integrations.slack import allowed_lists

        allowed_lists(origin, self.config, ("allowed_users",), 'e.g. allowed_users = ["me"]')
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
        if self.issue(result.task or result.title) is not None or self._proposes(result):
            return ""
        return "the task names no issue of " + self.target()

    def _proposes(self, result: Result) -> bool:
        """Whether ``result`` opens a pull request (the task's changes, once it is done)."""
        return bool(self.config.get("pull_request") and result.event == COMPLETE
                    and result.files_changed and result.workspace)

    async def post(self, result: Result, thread: str) -> str:
        number = int(thread) if thread.isdigit() else self.issue(result.task or result.title)
        changes = None
        if self._proposes(result) or (self.config.get("attach_diff") and result.workspace
                                      and result.files_changed
                                      and result.event in (COMPLETE, UNVERIFIED, FAILED)):
            changes = await in_thread(gitchanges.collect, result.workspace,
                                      list(result.files_changed))
        body = result.markdown()
        if changes is not None and not changes.empty and self._proposes(result):
            pull = self._pulls.get(result.task_id) or ""
            if not pull:
                pull = await in_thread(self._pull_request, result, changes, number)
                self._pulls[result.task_id] = pull
            if number is None:
                return pull.partition(" ")[0]
            body += f"\n\n**Pull request**: {pull.partition(' ')[2]}"
        if number is None:
            return ""
        if changes is not None and not changes.empty and self.config.get("attach_diff"):
            body += _diff_block(changes)
        await in_thread(self._comment, number, body)
        return str(number)

    def _client(self) -> Any:
        from github import Auth, Github

        return Github(auth=Auth.Token(self.token), base_url=self.config.get("base_url")
                      or "https://api.github.com", timeout=TIMEOUT_S, retry=None,
                      seconds_between_requests=None, seconds_between_writes=None, lazy=True)

    def _comment(self, number: int, body: str) -> None:
        from github import GithubException

        client = self._client()
        try:
            client.get_repo(self.config["repo"]).get_issue(number).create_comment(body)
        except (GithubException, OSError) as exc:
            raise _error(exc) from None
        finally:
            client.close()

    def _pull_request(self, result: Result, changes: gitchanges.Changes,
                      number: int | None) -> str:
        """Push the task's branch and open the pull request: "NUMBER URL"."""
        base = self.config.get("base") or changes.branch
        if not base:
            raise IntegrationError("the workspace's HEAD is on no branch", permanent=True,
                                   hint="set integrations.github.base to the pull request's "
                                   "base branch")
        branch = f"openkoi/{result.task_id}"
        title = result.title or result.task_id
        gitchanges.push(changes, self.config.get("remote") or "origin", branch,
                        f"{title}\n\nopenkoi task {result.task_id}")
        body = result.markdown() + (f"\n\nCloses #{number}" if number is not None else "")
        from github import GithubException

        client = self._client()
        try:
            pull = client.get_repo(self.config["repo"]).create_pull(
                base=base, head=branch, title=title[:250], body=body)
        except (GithubException, OSError) as exc:
            raise _error(exc) from None
        finally:
            client.close()
        return f"{pull.number} {pull.html_url}"


def _error(exc: Exception) -> IntegrationError:
    """A PyGithub or requests failure as the IntegrationError it means."""
    from github import GithubException

    if isinstance(exc, GithubException):
        headers: Any = exc.headers or {}
        return http_error("GitHub", exc.status, str(exc.data or ""),
                          headers.get("retry-after") or headers.get("Retry-After"))
    # requests' connection errors are OSErrors
    return IntegrationError(f"GitHub is unreachable: {type(exc).__name__}")


def _diff_block(changes: gitchanges.Changes) -> str:
    diff = gitchanges.truncated(changes.diff)
    files = len(changes.files)
    return (f"\n\n<details><summary>Diff ({files} file{'s' if files != 1 else ''})</summary>"
            f"\n\n```diff\n{diff.rstrip()}\n```\n</details>")
