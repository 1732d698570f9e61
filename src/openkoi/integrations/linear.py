"""Linear: a task's results as comments on the Linear issue the task names, one reply thread
per task (Linear's GraphQL API over httpx).

    [integrations.linear]
    team = "ENG"              # the team key: a task names its issue as ENG-123
    create_issue = false      # true: a task that names none gets a new ENG issue with its result
    # base_url = "https://api.linear.app/graphql"   (a test server)

The API key (``lin_api_...``, or an OAuth token ``lin_oauth_...``) comes from
``LINEAR_API_KEY`` or ``openkoi connect linear``. Only identifiers of the configured team
count (``UTF-8`` or ``SHA-256`` in a task are not issues). The task's first comment opens a
thread on the issue; its later posts answer in it. With ``create_issue``, a task that names
no issue opens one (title and description: the result), and its later posts are comments on
it; without, such a task is not posted.
"""

from __future__ import annotations

import re
import time
from typing import Any, ClassVar

from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import Integration, Result, http_error, seconds

TIMEOUT_S = 10.0
API = "https://api.linear.app/graphql"
_TEAM = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,9}$")
AUTH = {"AUTHENTICATION_ERROR", "FORBIDDEN"}

ISSUE = "query Issue($id: String!) { issue(id: $id) { id identifier url } }"
TEAM = "query Team($key: String!) { teams(filter: {key: {eq: $key}}) { nodes { id key } } }"
COMMENT = ("mutation Comment($input: CommentCreateInput!) { commentCreate(input: $input) "
           "{ success comment { id url } } }")
CREATE = ("mutation Create($input: IssueCreateInput!) { issueCreate(input: $input) "
          "{ success issue { id identifier url } } }")


class Linear(Integration):
    name = "linear"
    label = "Linear"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {
        "team": str, "create_issue": bool, "base_url": str}
    required = ("team",)
    secret = "API key"
    secret_env = ("LINEAR_API_KEY",)
    threads = True

    def check(self, origin: str) -> None:
        if not _TEAM.match(self.config["team"]):
            raise ConfigError(f"{origin}: integrations.linear.team must be a team key "
                              f"(got {self.config['team']!r})", hint='e.g. team = "ENG"')

    def target(self) -> str:
        return str(self.config["team"]).upper()

    def issue(self, task: str) -> str | None:
        """The identifier (ENG-123) of the configured team's issue ``task`` names."""
        found = re.search(rf"(?<![\w-]){re.escape(self.target())}-(\d+)\b", task,
                          re.IGNORECASE)
        return f"{self.target()}-{found.group(1)}" if found else None

    def skip(self, result: Result) -> str:
        if self.issue(result.task or result.title) or self.config.get("create_issue"):
            return ""
        return f"the task names no {self.target()} issue (create_issue is off)"

    async def post(self, result: Result, thread: str) -> str:
        """``thread`` is ``ISSUE_ID:COMMENT_ID`` (comments answer the first comment) or
        ``ISSUE_ID:`` (an issue the task opened: comments go on it)."""
        issue_id, _, parent = thread.partition(":")
        if not issue_id:
            named = self.issue(result.task or result.title)
            if named is None:
                if not self.config.get("create_issue"):
                    return ""
                return await self._create(result) + ":"
            found = await self._call(ISSUE, {"id": named})
            issue = found.get("issue") or {}
            if not issue.get("id"):
                raise IntegrationError(f"Linear has no issue {named}", permanent=True)
            issue_id = str(issue["id"])
        made: dict[str, Any] = {"issueId": issue_id, "body": result.markdown()}
        if parent:
            made["parentId"] = parent
        answer = await self._call(COMMENT, {"input": made})
        comment = (answer.get("commentCreate") or {}).get("comment") or {}
        if thread:
            return thread
        return f"{issue_id}:{comment.get('id') or ''}"

    async def _create(self, result: Result) -> str:
        teams = (await self._call(TEAM, {"key": self.target()})).get("teams") or {}
        nodes = teams.get("nodes") or []
        if not nodes:
            raise IntegrationError(f"Linear has no team {self.target()}", permanent=True,
                                   hint="set integrations.linear.team to a team key you see "
                                   "in Linear")
        answer = await self._call(CREATE, {"input": {
            "teamId": nodes[0]["id"], "title": result.headline[:250],
            "description": result.markdown()}})
        issue = (answer.get("issueCreate") or {}).get("issue") or {}
        if not issue.get("id"):
            raise IntegrationError("Linear did not create the issue", permanent=True)
        return str(issue["id"])

    async def _call(self, query: str, variables: dict[str, Any]) -> dict[str, Any]:
        """One GraphQL request; its ``data``, or the IntegrationError its answer means."""
        import httpx

        auth = self.token if not self.token.startswith("lin_oauth") else f"Bearer {self.token}"
        try:
            async with httpx.AsyncClient(timeout=TIMEOUT_S, follow_redirects=False) as client:
                answer = await client.post(self.config.get("base_url") or API,
                                           json={"query": query, "variables": variables},
                                           headers={"Authorization": auth})
        except httpx.HTTPError as exc:
            raise IntegrationError(f"Linear is unreachable: {type(exc).__name__}: {exc}") \
                from None
        try:
            body = answer.json()
        except ValueError:
            body = {}
        errors = body.get("errors") if isinstance(body, dict) else None
        if errors:
            raise _graphql_error(errors, answer.status_code, answer.headers)
        if not 200 <= answer.status_code < 300:
            raise http_error(self.label, answer.status_code, answer.text,
                             answer.headers.get("retry-after"))
        data = body.get("data") if isinstance(body, dict) else None
        if not isinstance(data, dict):
            raise IntegrationError("Linear answered without data")
        return data


def _graphql_error(errors: list[Any], status: int, headers: Any) -> IntegrationError:
    first = errors[0] if isinstance(errors[0], dict) else {}
    extensions = first.get("extensions") or {}
    code = str(extensions.get("code") or extensions.get("type") or "").upper().replace(" ", "_")
    message = f"Linear refused the request: {first.get('message') or code or 'error'}" + \
        (f" (HTTP {status})" if status != 200 else "")
    if code == "RATELIMITED" or status == 429:
        return IntegrationError(message, status=429, retry_after=_reset(headers))
    if code in AUTH or status in (401, 403):
        return IntegrationError(message, status=401 if code != "FORBIDDEN" else 403,
                                permanent=True, hint="check the API key: openkoi connect "
                                "linear")
    return IntegrationError(message, status=status, permanent=400 <= status < 500)


def _reset(headers: Any) -> float | None:
    """The wait a rate-limited answer asks for: Retry-After, else the reset time
    (``X-RateLimit-Requests-Reset``, epoch milliseconds)."""
    wait = seconds(headers.get("retry-after"))
    if wait is not None:
        return wait
    reset = seconds(headers.get("x-ratelimit-requests-reset"))
    return max(0.0, reset / 1000 - time.time()) if reset is not None else None
