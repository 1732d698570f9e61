"""GitHub pull requests and diffs: a task's changed files committed through a temporary index
(the checkout, its index and HEAD untouched), pushed to a bare remote the test makes, the
pull request opened through PyGithub against a fake API on 127.0.0.1, the issue's comment
linking it; the diff attached to a result comment; the failures of each step."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path
from typing import Any

import pytest
from fake_servers import FakeServer, Reply

from openkoi.errors import IntegrationError
from openkoi.integrations import gitchanges
from openkoi.integrations.base import BUDGET, COMPLETE, FAILED, Result
from openkoi.integrations.github import GitHub

PULL = Reply(201, {"number": 8, "html_url": "https://github.com/me/app/pull/8",
                   "state": "open", "title": "x"})
COMMENT = Reply(201, {"id": 1, "body": "x"})


def git(where: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(where), *args], check=True, capture_output=True,
                          text=True).stdout


@pytest.fixture
def repo(tmp_path: Path) -> tuple[Path, Path]:
    """A checkout on main with one commit, its bare remote, and a task's edits: parser.py
    changed, test_parser.py added, notes.txt changed by the user (not the task)."""
    remote, work = tmp_path / "remote.git", tmp_path / "work"
    subprocess.run(["git", "init", "-q", "--bare", str(remote)], check=True)
    subprocess.run(["git", "init", "-q", "-b", "main", str(work)], check=True)
    git(work, "config", "user.email", "dev@example.com")
    git(work, "config", "user.name", "Dev")
    (work / "parser.py").write_text("def parse(s):\n    return s\n")
    (work / "notes.txt").write_text("notes\n")
    (work / "old.py").write_text("gone = True\n")
    git(work, "add", "-A")
    git(work, "commit", "-qm", "start")
    git(work, "remote", "add", "origin", str(remote))
    (work / "parser.py").write_text("def parse(s):\n    return s.strip()\n")
    (work / "test_parser.py").write_text("def test_parse():\n    assert True\n")
    (work / "old.py").unlink()
    (work / "notes.txt").write_text("my own edit\n")
    return work, remote


def result(work: Path, event: str = COMPLETE, task: str = "Fix the parser (#7)") -> Result:
    return Result(event=event, task_id="t1", title=task, status="done", score=0.9,
                  iterations=1, files_changed=["parser.py", "test_parser.py", "old.py"],
                  task=task, workspace=str(work))


def github(url: str, **extra: Any) -> GitHub:
    return GitHub({"repo": "me/app", "base_url": url, **extra}, "ghp_test")


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def test_a_finished_task_opens_a_pull_request_and_the_issue_links_it(
        repo: tuple[Path, Path]) -> None:
    work, remote = repo
    head, status = git(work, "rev-parse", "HEAD"), git(work, "status", "--porcelain")
    with FakeServer(PULL, COMMENT) as srv:
        thread = run(github(srv.url, pull_request=True).post(result(work), ""))
    assert thread == "7"
    pull, comment = srv.requests
    assert pull.path == "/repos/me/app/pulls"
    assert pull.body["head"] == "openkoi/t1" and pull.body["base"] == "main"
    assert pull.body["title"] == "Fix the parser (#7)"
    assert "Closes #7" in pull.body["body"] and "**Score**: 0.90" in pull.body["body"]
    assert comment.path == "/repos/me/app/issues/7/comments"
    assert "**Pull request**: https://github.com/me/app/pull/8" in comment.body["body"]
    # the branch on the remote: the task's files on HEAD, not the user's own edit
    assert git(remote, "cat-file", "-p", "openkoi/t1:parser.py").endswith("s.strip()\n")
    assert "assert True" in git(remote, "cat-file", "-p", "openkoi/t1:test_parser.py")
    assert git(remote, "cat-file", "-p", "openkoi/t1:notes.txt") == "notes\n"
    assert "old.py" not in git(remote, "ls-tree", "--name-only", "openkoi/t1")
    assert git(remote, "rev-parse", "openkoi/t1^").strip() == head.strip()
    # the checkout is as it was
    assert git(work, "rev-parse", "HEAD") == head
    assert git(work, "status", "--porcelain") == status
    assert git(work, "branch", "--list").strip() == "* main"


def test_a_task_that_names_no_issue_gets_its_pull_request_as_thread(
        repo: tuple[Path, Path]) -> None:
    work, _remote = repo
    service = github("http://127.0.0.1:9", pull_request=True)
    assert service.skip(result(work, BUDGET, task="Tidy up")) != ""
    assert service.skip(result(work, task="Tidy up")) == ""
    with FakeServer(PULL) as srv:
        service = github(srv.url, pull_request=True, base="main", remote="origin")
        assert run(service.post(result(work, task="Tidy up"), "")) == "8"
    (pull,) = srv.requests
    assert "Closes" not in pull.body["body"]


def test_a_retry_after_the_pull_request_does_not_open_another(
        repo: tuple[Path, Path]) -> None:
    work, _remote = repo
    limited = Reply(429, {"message": "slow down"}, headers={"Retry-After": "1"})
    with FakeServer(PULL, limited, COMMENT) as srv:
        service = github(srv.url, pull_request=True)
        with pytest.raises(IntegrationError) as caught:
            run(service.post(result(work), ""))
        assert caught.value.retry_after == 1
        assert run(service.post(result(work), "")) == "7"
    assert [r.path for r in srv.requests] == ["/repos/me/app/pulls",
                                              "/repos/me/app/issues/7/comments",
                                              "/repos/me/app/issues/7/comments"]


def test_attach_diff_puts_the_tasks_diff_in_the_comment(repo: tuple[Path, Path]) -> None:
    work, _remote = repo
    with FakeServer(COMMENT, COMMENT) as srv:
        service = github(srv.url, attach_diff=True)
        run(service.post(result(work, FAILED), ""))
        run(service.post(result(work, BUDGET), "7"))
    body = srv.requests[0].body["body"]
    assert "<summary>Diff (3 files)</summary>" in body and "```diff" in body
    assert "+    return s.strip()" in body and "+++ b/test_parser.py" in body
    assert "deleted file mode" in body and "my own edit" not in body
    assert "```diff" not in srv.requests[1].body["body"]  # a budget warning has no diff


def test_git_failures(repo: tuple[Path, Path], tmp_path: Path) -> None:
    work, _remote = repo
    plain = tmp_path / "plain"
    plain.mkdir()
    with pytest.raises(IntegrationError) as outside:
        gitchanges.collect(plain, ["x"])
    assert outside.value.permanent and "not a git repository" in str(outside.value)
    git(work, "remote", "set-url", "origin", str(tmp_path / "missing.git"))
    with FakeServer() as srv, pytest.raises(IntegrationError) as push:
        run(github(srv.url, pull_request=True).post(result(work), ""))
    assert "git push failed" in str(push.value) and not push.value.permanent
    assert srv.requests == []
    git(work, "checkout", "-q", "--detach")
    with pytest.raises(IntegrationError) as detached:
        run(github("http://127.0.0.1:9", pull_request=True).post(result(work), ""))
    assert detached.value.permanent and "no branch" in str(detached.value)


def test_truncated_diff_keeps_whole_lines() -> None:
    diff = "".join(f"+line {i}\n" for i in range(10_000))
    cut = gitchanges.truncated(diff, 100)
    assert cut.startswith("+line 0\n") and "more characters" in cut and len(cut) < 150
