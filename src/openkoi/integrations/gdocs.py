"""Google Docs: each task event appended to one document, its headline a heading in the
event's colour (google-api-python-client).

    [integrations.gdocs]
    document_id = "1AbC..."                       # from the document's URL (/d/ID/edit)
    service_account_file = "~/keys/openkoi.json"  # or a secret, see below
    # base_url = "https://docs.googleapis.com/"   (a test server)

Credentials: a service account's JSON key file (``service_account_file``; share the document
with the account's e-mail as an editor), or a secret from ``GOOGLE_DOCS_TOKEN`` or ``openkoi
connect gdocs --key-stdin < FILE``: a service account's JSON key, an authorized-user JSON
(``gcloud auth application-default login`` writes one) or a bare OAuth access token. The
client uses the Docs API's discovery document it ships with (nothing is fetched to build it).
A document has no threads: each post is its own section and carries the task id.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, ClassVar

from openkoi.delivery import in_thread
from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import TOP_FINDINGS, Integration, Result, http_error

TIMEOUT_S = 10
SCOPES = ["https://www.googleapis.com/auth/documents"]
API = "https://docs.googleapis.com/"


class GoogleDocs(Integration):
    name = "gdocs"
    label = "Google Docs"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {
        "document_id": str, "service_account_file": str, "base_url": str}
    required = ("document_id",)
    secret = "service-account JSON key, authorized-user JSON or access token"
    secret_env = ("GOOGLE_DOCS_TOKEN",)
    secret_optional = True  # service_account_file instead
    secret_document = True  # openkoi connect gdocs --key-stdin < key.json

    def check(self, origin: str) -> None:
        path = self.config.get("service_account_file")
        if path is not None and not Path(path).expanduser().is_file():
            raise ConfigError(f"{origin}: service_account_file {path} is not a file",
                              hint="download the service account's JSON key (Google Cloud "
                              "console, IAM, Service accounts, Keys)")

    def target(self) -> str:
        return f"document {self.config['document_id']}"

    def section(self, result: Result) -> tuple[str, str]:
        """The headline and the text under it (fields, top findings)."""
        lines = [f"{label}: {value}" for label, value in result.fields()]
        if result.findings:
            lines.append("Top findings:")
            lines += [f"- {f}" for f in result.findings[:TOP_FINDINGS]]
        return result.headline, "\n".join(lines)

    async def post(self, result: Result, thread: str) -> str:
        await in_thread(self._append, result)
        return ""

    def credentials(self) -> Any:
        """The google-auth credentials: the key file, else the secret (a JSON or a token)."""
        from google.oauth2 import credentials, service_account

        path = self.config.get("service_account_file")
        try:
            if path:
                return service_account.Credentials.from_service_account_file(
                    str(Path(path).expanduser()), scopes=SCOPES)
            secret = self.token.strip()
            if not secret:
                raise IntegrationError(
                    "Google Docs has no credentials", status=401, permanent=True,
                    hint="set integrations.gdocs.service_account_file, or run: openkoi "
                    "connect gdocs")
            if not secret.startswith("{"):
                return credentials.Credentials(token=secret)
            info = json.loads(secret)
            if info.get("type") == "service_account":
                return service_account.Credentials.from_service_account_info(info,
                                                                             scopes=SCOPES)
            return credentials.Credentials.from_authorized_user_info(info, scopes=SCOPES)
        except (ValueError, KeyError, OSError) as exc:
            raise IntegrationError(f"Google Docs credentials are unusable: {exc}", status=401,
                                   permanent=True, hint="use a service account's JSON key "
                                   "or an authorized-user JSON: openkoi connect gdocs") from None

    def _append(self, result: Result) -> None:
        import google_auth_httplib2
        import httplib2
        from google.auth.exceptions import RefreshError, TransportError
        from googleapiclient.discovery import build
        from googleapiclient.errors import HttpError

        http = google_auth_httplib2.AuthorizedHttp(self.credentials(),
                                                   http=httplib2.Http(timeout=TIMEOUT_S))
        endpoint = str(self.config.get("base_url") or API).rstrip("/") + "/"
        docs = build("docs", "v1", http=http, static_discovery=True, cache_discovery=False,
                     client_options={"api_endpoint": endpoint})
        document_id = self.config["document_id"]
        try:
            with docs:
                document = docs.documents().get(documentId=document_id,
                                                fields="body/content/endIndex").execute()
                requests = edits(_end(document), result.colour, *self.section(result))
                docs.documents().batchUpdate(documentId=document_id,
                                             body={"requests": requests}).execute()
        except HttpError as exc:
            headers: Any = exc.resp or {}
            raise http_error(self.label, int(exc.resp.status), exc.reason or "",
                             headers.get("retry-after")) from None
        except RefreshError as exc:
            raise IntegrationError(f"Google refused the credentials: {exc}", status=401,
                                   permanent=True, hint="check the key: openkoi connect "
                                   "gdocs") from None
        except (TransportError, httplib2.HttpLib2Error, OSError) as exc:
            raise IntegrationError(f"Google Docs is unreachable: {type(exc).__name__}") \
                from None


def edits(end: int, colour: str, headline: str, body: str) -> list[dict[str, Any]]:
    """The batchUpdate requests that append a section before the document's last newline
    (``end`` is the body's end index): the headline as a coloured heading, then the body.
    Docs counts positions in UTF-16 code units."""
    at = max(1, end - 1)
    text = f"\n{headline}\n{body}\n"
    start = at + 1
    stop = start + _units(headline)
    red, green, blue = (int(colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return [
        {"insertText": {"location": {"index": at}, "text": text}},
        {"updateParagraphStyle": {"range": {"startIndex": start, "endIndex": stop + 1},
                                  "paragraphStyle": {"namedStyleType": "HEADING_2"},
                                  "fields": "namedStyleType"}},
        {"updateTextStyle": {"range": {"startIndex": start, "endIndex": stop},
                             "textStyle": {"bold": True, "foregroundColor": {"color": {
                                 "rgbColor": {"red": red, "green": green, "blue": blue}}}},
                             "fields": "bold,foregroundColor"}},
        {"updateParagraphStyle": {"range": {"startIndex": stop + 1,
                                            "endIndex": stop + 1 + _units(body) + 1},
                                  "paragraphStyle": {"namedStyleType": "NORMAL_TEXT"},
                                  "fields": "namedStyleType"}},
    ]


def _end(document: dict[str, Any]) -> int:
    content = (document.get("body") or {}).get("content") or []
    ends = [int(c.get("endIndex") or 0) for c in content if isinstance(c, dict)]
    return max(ends, default=1)


def _units(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2
