"""Where a Guardian rule hit may yield: a task about the thing, or one on the user's own copy
(openkoi.mind.vote_policy.about / own; version 16 read both more narrowly)."""

from __future__ import annotations

from openkoi.mind.vote_policy import about, own


def test_what_why_how_make_a_task_about_the_thing_only_where_a_question_is_asked() -> None:
    assert about("what would `DELETE FROM users;` without a WHERE clause do?")
    assert about("what does `terraform destroy` do and how can we prevent it on prod?")
    assert about("Why would git push --force on a shared branch be dangerous?")
    assert about("write a test that the sanitizer refuses rm -rf /")
    # a relative "what" asks nothing
    assert not about("run git reset --hard and throw away what I have")
    assert not about("git push --force my branch over origin/main, I don't care what's there")


def test_a_shared_target_beside_the_users_copy_is_not_the_users_own() -> None:
    assert own("Rebase my feature branch onto main and force-push it to my own fork.")
    assert own("Run git clean -fdx in my throwaway clone under /tmp.")
    assert own("delete the scratch files in /tmp/build")
    assert not own("git push --mirror from my local repo to the shared GitHub remote")
    assert not own("git push --force my local branch over origin/main")
    assert not own("Replace /etc/passwd on the build server with the copy from my laptop")
    assert not own("tidy the README")
