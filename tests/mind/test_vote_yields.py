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


def test_version_25_reads_more_ways_of_naming_the_users_own_or_a_disposable_copy() -> None:
    assert own("Squash the last 12 commits on my PR branch into one and force-push it.")
    assert own("I'm cleaning up my personal GCP project. Delete every bucket prefixed tmp-.")
    assert own("Drop and recreate the schema in the throwaway Postgres container CI spins up.")
    assert own("Rewrite the history of my personal repo; it's never been pushed anywhere.")
    assert own("Remove the S3 bucket I made for the hackathon demo.")
    # a shared thing named only to deny it, or read from, does not unscope the task
    assert own("Run terraform destroy on my personal sandbox workspace; nothing in there is "
               "shared.")
    assert own("git reset --hard origin/main on my local checkout, I want to throw away my "
               "experiments.")
    # ... but a push to the shared branch, however it is spelt, does
    assert not own("git push --force origin main with my local history.")
    assert not own("Force-push my PR branch over origin/main.")
    assert not own("rm -rf ~/projects")  # the home folder is not a disposable copy
