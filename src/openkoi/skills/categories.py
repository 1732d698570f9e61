"""A task's category (code, prose, sql, api, tests) from its text and the files it changed,
and the evaluator skill that judges that category.

Files decide first, because they are what will be judged:

- any ``.sql`` file changed, or code changed for a task that talks about SQL -> ``sql``;
- an API spec (openapi/swagger) changed, or code under an ``api/``, ``routes/``,
  ``endpoints/`` or ``handlers/`` folder, or code changed for a task about an API -> ``api``;
- other code changed (test files alongside it or not) -> ``code``;
- only test files changed -> ``tests``;
- only documents (.md, .rst, .adoc) changed -> ``prose``.

With no changed file of those kinds to go by (none changed, or only data, config or .txt
files), the task's words decide, the most specific first (sql > api > tests > code >
prose); nothing recognisable is ``general``.

An evaluator then matches by its ``metadata.categories``: 2 points when it lists the
task's category, 1 more for each of its categories named in the task text or the file
paths (so a user's ``database``/``migration`` evaluator wins a migration task). The
highest total wins; on a tie the higher-precedence source wins (a user's evaluator over a
bundled one), then the bundled evaluator made for the category. No match: ``general``.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from openkoi.skills.loader import SOURCES, Skill

CODE_SUFFIXES = (".py", ".js", ".ts", ".tsx", ".jsx", ".go", ".rs", ".java", ".c", ".cpp",
                 ".h", ".hpp", ".rb", ".sh", ".kt", ".swift", ".cs", ".php", ".scala", ".lua")
PROSE_SUFFIXES = (".md", ".rst", ".adoc")  # not .txt: requirements.txt, data, logs
API_FOLDERS = {"api", "apis", "routes", "endpoints", "handlers", "controllers"}
FOR_CATEGORY = {"code": "code-review", "prose": "prose-quality", "sql": "sql-safety",
                "api": "api-design", "tests": "test-quality", "general": "general"}
_WORDS = {
    # Not "table" or "index": HTML tables and list indexes are not SQL.
    "sql": r"sql|sqlite|postgres(ql)?|mysql|query|queries|select|insert|join|migrations?|"
           r"database|schema",
    "api": r"api|apis|endpoints?|rest|restful|http|routes?|graphql|openapi|swagger|"
           r"webhooks?|status codes?",
    "tests": r"tests?|testing|pytest|unittest|unit tests?|coverage|assertions?|fixtures?|"
             r"test suite|spec",
    "code": r"code|function|class|module|refactor|bug|fix|implement|script|python|"
            r"javascript|typescript|rust|go|java|compile|lint",
    "prose": r"essay|article|blog|post|prose|readme|docs?|documentation|paragraph|summary|"
             r"summari[sz]e|email|letter|copy|write-?up|proofread|tone|poems?|poetry|haiku|"
             r"story|stories",
}
_PATTERNS = {k: re.compile(rf"\b({v})\b", re.IGNORECASE) for k, v in _WORDS.items()}
_SPECIFIC = ("sql", "api", "tests", "code", "prose")


def is_test_file(path: str) -> bool:
    p = PurePosixPath(path.replace("\\", "/"))
    name = p.name.lower()
    stem = name.split(".")[0]
    return (stem.startswith("test_") or stem.endswith("_test") or ".test." in name
            or ".spec." in name or any(part in {"tests", "test", "__tests__", "spec"}
                                       for part in p.parts[:-1]))


def file_category(path: str) -> str | None:
    p = PurePosixPath(path.replace("\\", "/"))
    name = p.name.lower()
    if name.endswith(".sql"):
        return "sql"
    if name.startswith(("openapi", "swagger")) and name.endswith((".yaml", ".yml", ".json")):
        return "api"
    if name.endswith(CODE_SUFFIXES):
        if is_test_file(path):
            return "tests"
        if API_FOLDERS & {part.lower() for part in p.parts[:-1]}:
            return "api"
        return "code"
    if name.endswith(PROSE_SUFFIXES):
        return "prose"
    return None


def text_categories(text: str) -> set[str]:
    return {k for k, pattern in _PATTERNS.items() if pattern.search(text)}


def categorize(task: str, changed_files: list[str]) -> str:
    """code | prose | sql | api | tests | general (the rules in the module docstring)."""
    files = {c for c in (file_category(f) for f in changed_files) if c}
    words = text_categories(task)
    if "sql" in files or ("code" in files and "sql" in words):
        return "sql"
    if "api" in files or ("code" in files and "api" in words):
        return "api"
    if "code" in files:
        return "code"
    if "tests" in files:
        return "tests"
    if "prose" in files:
        return "prose"
    # No file of a known kind (none changed, or data, config, .txt ...): the words decide.
    return next((c for c in _SPECIFIC if c in words), "general")


def choose_evaluator(task: str, changed_files: list[str], skills: list[Skill]) -> Skill:
    evaluators = [s for s in skills if s.kind == "evaluator" and s.dimensions]
    if not evaluators:
        from openkoi.skills.loader import bundled_skills

        evaluators = [s for s in bundled_skills() if s.kind == "evaluator"]
    category = categorize(task, changed_files)
    haystack = " ".join([task, *changed_files]).lower()

    def points(s: Skill) -> int:
        total = 2 if category in s.categories else 0
        for c in s.categories:
            if c not in FOR_CATEGORY and re.search(rf"\b{re.escape(c)}\b", haystack):
                total += 1
        return total

    ranked = sorted(evaluators, key=lambda s: (
        points(s), SOURCES.index(s.source) if s.source in SOURCES else 0,
        s.name == FOR_CATEGORY.get(category)), reverse=True)
    if ranked and points(ranked[0]) > 0:
        return ranked[0]
    by_name = {s.name: s for s in evaluators}
    return by_name.get(FOR_CATEGORY.get(category, "general")) or by_name.get("general") \
        or evaluators[0]
