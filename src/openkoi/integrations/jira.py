"""Jira: a task's results as comments on the Jira issue the task names
(atlassian-python-api).

    [integrations.jira]
    url = "https://example.atlassian.net"   # the site (Jira Cloud, Server or Data Center)
    projects = ["ENG"]                      # a task names its issue as ENG-123
    email = "me@example.com"                # Jira Cloud: the API token's account;
                                            # omit for a Server/Data Center personal token

The token (an API token on Jira Cloud, a personal access token on Server/Data Center) comes
from ``JIRA_API_TOKEN`` or ``openkoi connect jira``. Only keys of the listed projects count
(``UTF-8`` in a task is not an issue); a task that names none is not posted. The issue is
the thread: Jira comments have no replies. A comment is Jira wiki markup: the headline in
the event's colour, the fields, the top findings.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from openkoi.delivery import in_thread
from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import TOP_FINDINGS, Integration, Result, http_error

TIMEOUT_S = 10
_PROJECT = re.compile(r"^[A-Z][A-Z0-9_]{0,9}$")


class Jira(Integration):
    name = "jira"
    label = "Jira"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {
        "url": str, "projects": list, "email": str}
    required = ("url", "projects")
    secret = "API token"
    secret_env = ("JIRA_API_TOKEN",)
    threads = True

    def check(self, origin: str) -> None:
        projects = self.config["projects"]
        if not projects or not all(isinstance(p, str) and _PROJECT.match(p) for p in projects):
            raise ConfigError(f"{origin}: projects must be a list of Jira project keys "
                              f"(got {projects!r})", hint='e.g. projects = ["ENG"]')
        if not str(self.config["url"]).startswith(("http://", "https://")):
            raise ConfigError(f"{origin}: url must be the site's http(s) address",
                              hint='e.g. url = "https://example.atlassian.net"')

    def target(self) -> str:
        return ",".join(self.config["projects"])

    def issue(self, task: str) -> str | None:
        """The key (ENG-123) of the listed projects' issue ``task`` names."""
        projects = "|".join(re.escape(p) for p in self.config["projects"])
        found = re.search(rf"(?<![\w-])({projects})-(\d+)\b", task)
        return f"{found.group(1)}-{found.group(2)}" if found else None

    def skip(self, result: Result) -> str:
        return "" if self.issue(result.task or result.title) else \
            f"the task names no issue of {self.target()}"

    def comment(self, result: Result) -> str:
        """The result in Jira wiki markup."""
        lines = [f"h3. {{color:{result.colour}}}{_wiki(result.headline)}{{color}}", ""]
        lines += [f"* *{label}*: {_wiki(value)}" for label, value in result.fields()]
        if result.findings:
            lines += ["", "*Top findings*"]
            lines += [f"# {_wiki(f)}" for f in result.findings[:TOP_FINDINGS]]
        return "\n".join(lines)

    async def post(self, result: Result, thread: str) -> str:
        key = thread or self.issue(result.task or result.title)
        if not key:
            return ""
        await in_thread(self._comment, key, self.comment(result))
        return key

    def _comment(self, key: str, body: str) -> None:
        from atlassian import Jira as Client
        from requests import HTTPError, RequestException

        email = self.config.get("email")
        auth: dict[str, Any] = {"username": email, "password": self.token, "cloud": True} \
            if email else {"token": self.token}
        client = Client(url=self.config["url"], timeout=TIMEOUT_S, retry_with_header=False,
                        backoff_and_retry=False, **auth)
        try:
            client.issue_add_comment(key, body)
        except HTTPError as exc:
            response = exc.response
            if response is None:
                raise IntegrationError(f"Jira failed: {exc}") from None
            raise http_error(self.label, response.status_code, str(exc) or response.text,
                             response.headers.get("Retry-After")) from None
        except RequestException as exc:
            raise IntegrationError(f"Jira is unreachable: {type(exc).__name__}") from None
        finally:
            client.close()


def _wiki(text: str) -> str:
    """``text`` safe inside wiki markup (its braces and pipes would start macros, tables)."""
    return re.sub(r"([{}|\[\]])", r"\\\1", text)
